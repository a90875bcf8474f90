/**
 * /invest/{id?}: investor relations from investor/detail. The id selects a tab (decision 008):
 * none is the overview (summary, highlights, latest reports), "reports" every announcement and
 * report, "contact" the investor relations office. Every tab links out to the investor site.
 */
import { formatDate, type InvestorDetail, type Language } from '@site/shared-contracts';
import {
  ApiContent,
  DesktopPage,
  SectionTabs,
  useLanguage,
  useRouteData,
  type RoutePageProps,
} from '@site/shared-contracts/section-kit';
import { Link } from 'react-router';
import { InvestorSiteLink } from '../../components/investor-site-link';
import { useCopy, type HonourCopy } from '../../copy/copy';
import { investor, type InvestTab } from '../../routes';

/** How many reports the overview lists before linking to all of them. */
export const LATEST_REPORTS = 3;

function InvestTabs({ copy }: { copy: HonourCopy }) {
  const tabs = [
    { key: 'overview', to: '/invest', label: copy.invest.tabs.overview },
    { key: 'reports', to: '/invest/reports', label: copy.invest.tabs.reports },
    { key: 'contact', to: '/invest/contact', label: copy.invest.tabs.contact },
  ];
  return <SectionTabs label={copy.invest.tabsLabel} tabs={tabs} />;
}

function ReportTable({
  reports,
  copy,
  language,
}: {
  reports: InvestorDetail['reports'];
  copy: HonourCopy;
  language: Language;
}) {
  return (
    <table className="invest-reports">
      <thead>
        <tr>
          <th scope="col">{copy.invest.reportsTable.date}</th>
          <th scope="col">{copy.invest.reportsTable.kind}</th>
          <th scope="col">{copy.invest.reportsTable.title}</th>
        </tr>
      </thead>
      <tbody>
        {reports.map((report) => (
          <tr key={`${report.date} ${report.title}`}>
            <td className="invest-reports__date">
              <time dateTime={report.date}>{formatDate(report.date, language)}</time>
            </td>
            <td className="invest-reports__kind">{report.kind}</td>
            <td>{report.title}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Overview({ detail, copy, language }: { detail: InvestorDetail; copy: HonourCopy; language: Language }) {
  return (
    <>
      <div className="invest-company">
        <p className="invest-company__name">{detail.companyName}</p>
        <dl className="invest-company__listing">
          <div>
            <dt>{copy.invest.stockCode}</dt>
            <dd lang="en">{detail.stockCode}</dd>
          </div>
          <div>
            <dt>{copy.invest.exchange}</dt>
            <dd>{detail.exchange}</dd>
          </div>
        </dl>
        <p className="invest-company__summary">{detail.summary}</p>
      </div>
      <h2 className="kit-section-title">{copy.invest.highlights}</h2>
      {/* Label and figure pairs; the figure is shown above its label (styles.css). */}
      <dl className="invest-highlights">
        {detail.highlights.map(({ label, value }) => (
          <div key={label} className="invest-highlight">
            <dt className="invest-highlight__label">{label}</dt>
            <dd className="invest-highlight__value">{value}</dd>
          </div>
        ))}
      </dl>
      <h2 className="kit-section-title">{copy.invest.latestReports}</h2>
      <ReportTable reports={detail.reports.slice(0, LATEST_REPORTS)} copy={copy} language={language} />
      <p className="invest-more">
        <Link className="invest-more__link" to="/invest/reports">
          {copy.invest.allReports}
        </Link>
      </p>
    </>
  );
}

function Reports({ detail, copy, language }: { detail: InvestorDetail; copy: HonourCopy; language: Language }) {
  return (
    <>
      <h2 className="kit-section-title">{copy.invest.reports}</h2>
      <ReportTable reports={detail.reports} copy={copy} language={language} />
      <p className="invest-note">{copy.invest.reportsNote}</p>
    </>
  );
}

function Contact({ detail, copy }: { detail: InvestorDetail; copy: HonourCopy }) {
  const { email, phone, address } = detail.contact;
  const entries = [
    { key: 'email', value: <a href={`mailto:${email}`}>{email}</a> },
    { key: 'phone', value: <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a> },
    { key: 'address', value: address },
  ] as const;
  return (
    <>
      <h2 className="kit-section-title">{copy.invest.contact}</h2>
      <p className="invest-note">{copy.invest.contactText}</p>
      <dl className="invest-contact">
        {entries.map((entry) => (
          <div key={entry.key}>
            <dt>{copy.invest.contactLabels[entry.key]}</dt>
            <dd>{entry.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

export function InvestPage({ params }: RoutePageProps) {
  const copy = useCopy();
  const language = useLanguage();
  const detail = useRouteData(investor);
  // The routes module lets only the tabs through (validate), so any other id never gets here.
  const tab = params.id as InvestTab | undefined;
  return (
    <DesktopPage className="invest-page" headline={copy.headlines.invest} nav={<InvestTabs copy={copy} />}>
      <ApiContent result={detail}>
        {(data) =>
          tab === 'reports' ? (
            <Reports detail={data} copy={copy} language={language} />
          ) : tab === 'contact' ? (
            <Contact detail={data} copy={copy} />
          ) : (
            <Overview detail={data} copy={copy} language={language} />
          )
        }
      </ApiContent>
      <InvestorSiteLink />
    </DesktopPage>
  );
}
