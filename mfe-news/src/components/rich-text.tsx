/**
 * HTML from the content API (`content`). The API sanitizes rich text with
 * sanitize-html when it is written (DESIGN.md §5), so it is rendered as it comes.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className ? `news-rich ${className}` : 'news-rich'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
