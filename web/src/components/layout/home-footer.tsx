/** The home footer (spec §1): the 2024 copyright and the backend note. */
export const FOOTER_YEAR = 2024;

export function HomeFooter() {
  return (
    <footer className="mt-12 border-t border-border py-6 text-center text-sm text-muted-foreground">
      <p>© {FOOTER_YEAR} Financial Strategy Advisor. All rights reserved.</p>
      <p className="mt-1">
        This platform requires backend integration for language-model processing, database storage and file handling.
      </p>
    </footer>
  );
}
