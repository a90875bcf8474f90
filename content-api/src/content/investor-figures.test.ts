/**
 * The investor relations summary and the news article on the same annual results quote the same
 * figures: revenue and its growth, adjusted net profit and its growth, R&D spending and its share
 * of revenue, in both backends, and the two backends agree with each other.
 */
import type { InvestorDetail, NewsDetail } from '@site/shared-contracts';
import { shippedItems } from '../test-support/shipped-content';

type Backend = 'zh' | 'en';

/** The figures of one year's results, money in yuan, growth and shares in per cent. */
interface ResultFigures {
  revenue: number;
  revenueGrowth: number;
  adjustedProfit: number;
  profitGrowth: number;
  researchSpending: number;
  researchShare: number;
}

const YEAR = 2025;
const NUMBER = String.raw`(\d+(?:\.\d+)?)`;

/** Visible text of rich text: tags dropped, the entities the seed uses decoded. */
function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ');
}

function match(text: string, pattern: RegExp, what: string): string[] {
  const found = pattern.exec(text);
  if (!found) throw new Error(`no ${what} in: ${text.slice(0, 160)}…`);
  return found.slice(1);
}

const yuanOf = {
  /** "14.82" (亿元) → yuan. */
  zh: (hundredMillions: string) => Math.round(Number(hundredMillions) * 1e8),
  /** "1.482", "billion" → yuan. */
  en: (amount: string, unit: string) => Math.round(Number(amount) * (unit.toLowerCase() === 'billion' ? 1e9 : 1e6)),
};

const figuresOf: Record<Backend, (text: string) => ResultFigures> = {
  zh(text) {
    const [revenue = '', revenueGrowth = ''] = match(
      text,
      new RegExp(`营业收入(?:人民币)?${NUMBER}亿元，同比增长${NUMBER}%`),
      'revenue',
    );
    const [profit = '', profitGrowth = ''] = match(
      text,
      new RegExp(`经调整净利润(?:人民币)?${NUMBER}亿元，同比增长${NUMBER}%`),
      'adjusted net profit',
    );
    const [research = '', share = ''] = match(
      text,
      new RegExp(`研发投入(?:人民币)?${NUMBER}亿元，占营业收入的${NUMBER}%`),
      'R&D spending',
    );
    return {
      revenue: yuanOf.zh(revenue),
      revenueGrowth: Number(revenueGrowth),
      adjustedProfit: yuanOf.zh(profit),
      profitGrowth: Number(profitGrowth),
      researchSpending: yuanOf.zh(research),
      researchShare: Number(share),
    };
  },
  en(text) {
    const money = String.raw`RMB ${NUMBER} (billion|million)`;
    const [revenue = '', revenueUnit = '', revenueGrowth = ''] = match(
      text,
      new RegExp(`revenue of ${money}, up ${NUMBER}%`, 'i'),
      'revenue',
    );
    const [profit = '', profitUnit = '', profitGrowth = ''] = match(
      text,
      new RegExp(`adjusted net profit of ${money}, up ${NUMBER}%`, 'i'),
      'adjusted net profit',
    );
    const [research = '', researchUnit = '', share = ''] = match(
      text,
      new RegExp(`R&D investment (?:of|reached) ${money}, (?:equal to|or) ${NUMBER}% of revenue`, 'i'),
      'R&D spending',
    );
    return {
      revenue: yuanOf.en(revenue, revenueUnit),
      revenueGrowth: Number(revenueGrowth),
      adjustedProfit: yuanOf.en(profit, profitUnit),
      profitGrowth: Number(profitGrowth),
      researchSpending: yuanOf.en(research, researchUnit),
      researchShare: Number(share),
    };
  },
};

/** The one news article that reports the year's annual results. */
function resultsArticle(backend: Backend) {
  const title = backend === 'zh' ? `${YEAR}年度业绩` : `${YEAR} Annual Results`;
  const articles = shippedItems<NewsDetail>('news', backend).filter((article) => article.title.includes(title));
  expect(articles).toHaveLength(1);
  return articles[0] as (typeof articles)[number];
}

function investor(backend: Backend): InvestorDetail {
  const [profile] = shippedItems<InvestorDetail>('investor', backend);
  if (!profile) throw new Error(`no investor profile in ${backend}`);
  return profile;
}

/** The value of the highlight whose label names the year and the words. */
function highlight(backend: Backend, words: RegExp): string {
  const found = investor(backend).highlights.filter(
    (item) => item.label.includes(String(YEAR)) && words.test(item.label),
  );
  expect(found.map((item) => item.label)).toHaveLength(1);
  return (found[0] as { value: string }).value;
}

describe.each(['zh', 'en'] as const)(`the ${YEAR} results in the %s backend`, (backend) => {
  const article = figuresOf[backend](textOf(resultsArticle(backend).content));

  it('are quoted alike by the investor summary and the results article', () => {
    expect(figuresOf[backend](investor(backend).summary)).toEqual(article);
  });

  it('are the investor highlights: revenue, adjusted net profit and the R&D share', () => {
    const money = (value: string) =>
      backend === 'zh'
        ? yuanOf.zh(match(value, new RegExp(`${NUMBER}亿元`), 'amount')[0] ?? '')
        : yuanOf.en(...(match(value, new RegExp(`RMB ${NUMBER} (billion|million)`), 'amount') as [string, string]));
    const revenueLabel = backend === 'zh' ? /^\d{4}年营业收入$/ : /^\d{4} revenue$/i;
    const profitLabel = backend === 'zh' ? /经调整净利润/ : /adjusted net profit/i;
    expect(money(highlight(backend, revenueLabel))).toBe(article.revenue);
    expect(money(highlight(backend, profitLabel))).toBe(article.adjustedProfit);
    expect(highlight(backend, /研发|R&D/)).toBe(`${article.researchShare}%`);
  });

  it('add up: the R&D share is the R&D spending over revenue', () => {
    expect((article.researchSpending / article.revenue) * 100).toBeCloseTo(article.researchShare, 1);
  });

  it("put the article's revenue, rounded as written, in its title and summary line", () => {
    const { title } = resultsArticle(backend);
    if (backend === 'zh') expect(title).toContain(`营业收入${(article.revenue / 1e8).toFixed(2)}亿元`);
    else expect(title).toContain(`Revenue of RMB ${(article.revenue / 1e9).toFixed(2)} Billion`);
    expect(resultsArticle(backend).summary).toContain(`${article.revenueGrowth}%`);
  });

  it('list the results announcement among the reports on the day the article appeared', () => {
    const announcement = investor(backend).reports.find((report) =>
      backend === 'zh'
        ? report.title === `截至${YEAR}年12月31日止年度业绩公告`
        : report.title === `Annual Results Announcement for the Year Ended 31 December ${YEAR}`,
    );
    expect(announcement?.date).toBe(resultsArticle(backend).publishedAt);
  });
});

it(`gives the same ${YEAR} results in Chinese and in English`, () => {
  const [zh, en] = (['zh', 'en'] as const).map((backend) =>
    figuresOf[backend](textOf(resultsArticle(backend).content)),
  );
  expect(en).toEqual(zh);
  expect(figuresOf.en(investor('en').summary)).toEqual(figuresOf.zh(investor('zh').summary));
});
