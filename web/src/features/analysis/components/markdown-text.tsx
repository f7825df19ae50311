import Markdown from "react-markdown";

/**
 * An analysis that is not structured, as markdown (spec §2). react-markdown's default URL policy
 * keeps only http, https, irc, ircs, mailto and xmpp links (and relative ones); any other scheme
 * is blanked, as the spec requires.
 */
export function MarkdownText({ text }: { text: string }) {
  return (
    <div
      data-testid="markdown-analysis"
      className="space-y-3 leading-relaxed [&_a]:text-primary [&_a]:underline [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_h1]:text-2xl [&_h1]:font-bold [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:text-lg [&_h3]:font-semibold [&_li]:ml-5 [&_ol]:list-decimal [&_pre]:overflow-x-auto [&_pre]:rounded [&_pre]:bg-muted [&_pre]:p-3 [&_ul]:list-disc"
    >
      <Markdown>{text}</Markdown>
    </div>
  );
}
