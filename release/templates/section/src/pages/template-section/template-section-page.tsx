/** /template-section and /m/template-section: the company introduction under the section's headline. */
import { ApiContent, DesktopPage, MobilePage, RichText, useRouteData } from '@site/shared-contracts/section-kit';
import { useCopy } from '../../copy/copy';
import { companyPage } from '../../routes';

function TemplateSectionArticle() {
  const copy = useCopy();
  const page = useRouteData(companyPage);
  return (
    <ApiContent result={page}>
      {(company) => (
        <article className="template-section-article">
          <p className="template-section-article__lead">{copy.lead}</p>
          <h2 className="template-section-article__title">{company.title}</h2>
          <RichText html={company.content} className="template-section-article__text" />
        </article>
      )}
    </ApiContent>
  );
}

export function TemplateSectionPage() {
  const copy = useCopy();
  return (
    <DesktopPage headline={copy.headline} className="template-section-page">
      <TemplateSectionArticle />
    </DesktopPage>
  );
}

export function MobileTemplateSectionPage() {
  const copy = useCopy();
  return (
    <MobilePage headline={copy.headline} className="template-section-m-page">
      <TemplateSectionArticle />
    </MobilePage>
  );
}
