import { boolean, pgTable, text } from "drizzle-orm/pg-core";
import { timestamps } from "./util/columns.ts";

/** better-auth's `user` table (core schema, written by hand: its CLI needs Node 22). */
export const user = pgTable("user", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  /** The two-factor plugin's flag: TOTP is set up and checked at each password sign-in. */
  twoFactorEnabled: boolean("two_factor_enabled").default(false),
  ...timestamps,
});
