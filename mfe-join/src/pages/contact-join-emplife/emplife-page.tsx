/** /contact/join/emplife: life at the company beyond work, newest first. */
import { formatDate, type EmployeeLife } from '@site/shared-contracts';
import { ApiContent, DesktopPage, SectionImage, useLanguage, useRouteData } from '@site/shared-contracts/section-kit';
import { JoinTabs } from '../../components/join-tabs';
import { IMAGE_SIZES } from '../../components/image-sizes';
import { useCopy } from '../../copy/copy';
import { employeeLife } from '../../routes';

/** Newest first; 'YYYY-MM-DD' dates sort as text. */
export function newestFirst(items: readonly EmployeeLife[]): EmployeeLife[] {
  return [...items].sort((a, b) => b.date.localeCompare(a.date));
}

function LifeStories({ items }: { items: readonly EmployeeLife[] }) {
  const copy = useCopy().emplife;
  const language = useLanguage();
  return (
    <ul className="join-life" aria-label={copy.listLabel}>
      {newestFirst(items).map((item, index) => (
        <li key={item.id}>
          <article className="join-life__story">
            <SectionImage
              className="join-life__image"
              src={item.image}
              alt=""
              size={IMAGE_SIZES.photo}
              eager={index === 0}
            />
            <div className="join-life__text">
              <h2 className="join-life__title">{item.title}</h2>
              <p className="join-life__date">
                <time dateTime={item.date}>{formatDate(item.date, language)}</time>
              </p>
              <p>{item.summary}</p>
            </div>
          </article>
        </li>
      ))}
    </ul>
  );
}

export function EmplifePage() {
  const copy = useCopy();
  const life = useRouteData(employeeLife);
  return (
    <DesktopPage headline={copy.headlines.emplife} nav={<JoinTabs />} className="join-emplife">
      <ApiContent result={life}>{(items) => <LifeStories items={items} />}</ApiContent>
    </DesktopPage>
  );
}
