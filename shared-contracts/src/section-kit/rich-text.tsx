/**
 * HTML from the content API. The API sanitizes rich text with sanitize-html when it is written
 * (DESIGN.md §5), so it is rendered as it comes.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div className={className ? `kit-rich ${className}` : 'kit-rich'} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
