import { serve } from "@hono/node-server";
import { Hono } from "hono";

/**
 * The yardstick of `npm run bench:api` (api/bench/api.bench.ts): a plain Hono hello-world route
 * on the same server adapter (@hono/node-server) as the API, answering `GET /hello` with a small
 * JSON body. Listens on 127.0.0.1:$PORT; started and stopped by the bench.
 */
const app = new Hono();
app.get("/hello", (c) => c.json({ hello: "world" }));
serve({ fetch: app.fetch, port: Number(process.env.PORT), hostname: "127.0.0.1" });
