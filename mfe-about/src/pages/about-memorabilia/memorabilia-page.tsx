/** /about/memorabilia: the milestones as a vertical timeline, grouped by year. */
import { formatYearMonth, type Milestone } from '@site/shared-contracts';
import { ApiContent, DesktopPage, useLanguage, useRouteData } from '@site/shared-contracts/section-kit';
import { AboutTabs } from '../../components/about-tabs';
import { useCopy } from '../../copy/copy';
import { milestones as milestonesNeed } from '../../routes';

interface YearGroup {
  year: number;
  milestones: Milestone[];
}

/** Consecutive milestones of one year together, in the API's order (oldest first). */
export function groupByYear(milestones: readonly Milestone[]): YearGroup[] {
  const groups: YearGroup[] = [];
  for (const milestone of milestones) {
    const last = groups[groups.length - 1];
    if (last && last.year === milestone.year) last.milestones.push(milestone);
    else groups.push({ year: milestone.year, milestones: [milestone] });
  }
  return groups;
}

/** One milestone on the line: its month (machine-readable too), title and text. */
function MilestoneEvent({ milestone }: { milestone: Milestone }) {
  const language = useLanguage();
  const month = `${milestone.year}-${String(milestone.month).padStart(2, '0')}`;
  return (
    <li className="about-timeline__event">
      <p className="about-timeline__date">
        <time dateTime={month}>{formatYearMonth(milestone.year, milestone.month, language)}</time>
      </p>
      <h3 className="about-timeline__title">{milestone.title}</h3>
      <p className="about-timeline__text">{milestone.text}</p>
    </li>
  );
}

export function MemorabiliaPage() {
  const copy = useCopy();
  const milestones = useRouteData(milestonesNeed);
  return (
    <DesktopPage headline={copy.headlines.memorabilia} nav={<AboutTabs />}>
      <ApiContent result={milestones}>
        {(list) => (
          <ol className="about-timeline" aria-label={copy.memorabilia.timelineLabel}>
            {groupByYear(list).map((group) => (
              <li key={group.year} className="about-timeline__year">
                <h2 className="about-timeline__year-label">{group.year}</h2>
                <ol className="about-timeline__events">
                  {group.milestones.map((milestone) => (
                    <MilestoneEvent key={milestone.id} milestone={milestone} />
                  ))}
                </ol>
              </li>
            ))}
          </ol>
        )}
      </ApiContent>
    </DesktopPage>
  );
}
