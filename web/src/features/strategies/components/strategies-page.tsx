import { LogIn, Search, SearchX } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { Link } from "react-router";
import { Button, buttonClass } from "../../../components/ui/button.tsx";
import { Input } from "../../../components/ui/input.tsx";
import { PageLoading } from "../../../components/ui/spinner.tsx";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "../../../components/ui/tabs.tsx";
import { useAuth } from "../../../lib/auth/auth-context.ts";
import { useProgressiveCount } from "../../../lib/use-progressive-count.ts";
import { useStrategies } from "../api/get-strategies.ts";
import { ALL_CATEGORIES, categoryFamiliesOf, filterStrategies } from "../lib/filter-strategies.ts";
import { StrategyCard } from "./strategy-card.tsx";
import { StrategyTable } from "./strategy-table.tsx";

/** Zero results: what was asked, and Clear filters to see the whole catalogue again (issue #16). */
function NoMatch({ search, category, onClear }: { search: string; category: string; onClear: () => void }) {
  const what = search.trim() ? `“${search.trim()}”` : "this filter";
  return (
    <div
      className="flex flex-col items-center gap-3 rounded-lg border border-dashed border-border px-4 py-10 text-center"
      data-testid="no-strategies"
    >
      <SearchX className="h-8 w-8 text-muted-foreground" aria-hidden="true" />
      <p className="font-medium">
        No strategies match {what}
        {category !== ALL_CATEGORIES ? ` in ${category}` : ""}.
      </p>
      <p className="text-sm text-muted-foreground">Try a shorter search or another category.</p>
      <Button variant="outline" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  );
}

/**
 * /strategies (spec §2): the catalogue with search, the category filter, the counter and the card
 * and table views; it logs debug information to the console. The filter offers the category
 * families, as buttons on wider screens and a select on a phone; zero results say so with Clear
 * filters; a signed-out visitor gets a way to sign in (issue #16).
 */
export function StrategiesPage() {
  const { user } = useAuth();
  const strategies = useStrategies();
  const [search, setSearch] = useState("");
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [tab, setTab] = useState("cards");
  const all = strategies.data ?? [];
  const categories = useMemo(() => categoryFamiliesOf(all), [all]);
  const shown = useMemo(() => filterStrategies(all, search, category), [all, search, category]);
  // The cards go in a dozen at a time: the first screenful at once, the rest in short tasks.
  const rendered = useProgressiveCount(shown.length, shown, 9, 6);
  const clear = () => {
    setSearch("");
    setCategory(ALL_CATEGORIES);
  };

  useEffect(() => {
    if (strategies.data) {
      console.debug("[strategies] catalogue loaded", {
        total: strategies.data.length,
        categoryFamilies: categories.length - 1,
      });
    }
    if (strategies.error) console.error("[strategies] catalogue failed to load", strategies.error);
  }, [strategies.data, strategies.error, categories]);
  useEffect(() => {
    console.debug("[strategies] filter", { search, category, tab, shown: shown.length });
  }, [search, category, tab, shown.length]);

  return (
    <div className="mx-auto max-w-7xl space-y-5 px-4 py-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 className="text-3xl font-bold">Financial Strategies</h1>
          <p className="mt-1 text-muted-foreground">
            Comprehensive list of all available financial planning strategies
          </p>
        </div>
        {user ? null : (
          <Link to="/auth" className={buttonClass("outline", "md")}>
            <LogIn className="h-4 w-4" aria-hidden="true" />
            Sign in
          </Link>
        )}
      </div>
      <div className="relative max-w-xl">
        <Search
          className="pointer-events-none absolute top-3 left-3 h-4 w-4 text-muted-foreground"
          aria-hidden="true"
        />
        <Input
          type="search"
          placeholder="Search strategies..."
          aria-label="Search strategies"
          className="pl-9"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      {strategies.isPending ? (
        <PageLoading label="Loading strategies..." />
      ) : strategies.error ? (
        <p role="alert" className="text-destructive">
          The strategy catalogue could not be loaded. Please try again.
        </p>
      ) : (
        <>
          <label className="flex flex-col gap-1 text-sm font-medium sm:hidden">
            Category
            <select
              className="h-11 rounded-md border border-input bg-card px-3 text-base"
              value={category}
              onChange={(e) => setCategory(e.target.value)}
            >
              {categories.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </select>
          </label>
          <fieldset className="hidden flex-wrap gap-2 sm:flex">
            <legend className="sr-only">Filter by category</legend>
            {categories.map((c) => (
              <Button
                key={c}
                size="sm"
                variant={c === category ? "primary" : "outline"}
                aria-pressed={c === category}
                onClick={() => setCategory(c)}
              >
                {c}
              </Button>
            ))}
          </fieldset>
          <p className="text-sm text-muted-foreground" role="status" data-testid="strategy-counter">
            Showing {shown.length} of {all.length} strategies
          </p>
          <Tabs value={tab} onValueChange={setTab}>
            <TabsList aria-label="View">
              <TabsTrigger value="cards">Card View</TabsTrigger>
              <TabsTrigger value="table">Table View</TabsTrigger>
            </TabsList>
            <TabsContent value="cards">
              {shown.length === 0 ? <NoMatch search={search} category={category} onClear={clear} /> : null}
              <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3" data-testid="strategy-grid">
                {shown.slice(0, rendered).map((s) => (
                  // Off-screen cards skip layout and paint until scrolled near (the grid holds 130).
                  <li key={s.id} className="[contain-intrinsic-size:auto_28rem] [content-visibility:auto]">
                    <StrategyCard s={s} />
                  </li>
                ))}
              </ul>
            </TabsContent>
            <TabsContent value="table">
              {shown.length === 0 ? (
                <NoMatch search={search} category={category} onClear={clear} />
              ) : (
                <StrategyTable strategies={shown} />
              )}
            </TabsContent>
          </Tabs>
        </>
      )}
    </div>
  );
}
