/** A content page's subtitle and summary: the lead under the page's headline. */
import type { SitePage } from '@site/shared-contracts';

export function PageLead({ page }: { page: SitePage }) {
  return (
    <div className="join-lead">
      <p className="join-lead__subtitle">{page.subtitle}</p>
      <p className="join-lead__summary">{page.summary}</p>
    </div>
  );
}
