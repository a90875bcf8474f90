/** @jest-environment jsdom */
/**
 * In the browser, a page the server embedded its answers for paints from them with no request,
 * the investor tabs share one answer, and a page with nothing embedded fetches its data.
 */
import { requestKey } from '@site/shared-contracts';
import { SectionHarness } from '@site/shared-contracts/section-kit/testing';
import { SectionRouter } from '@site/shared-contracts/section-kit';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HONOUR_PAGES } from '../honour-app';
import routes from '../routes';
import * as fixtures from '../test-support/fixtures';
import { sectionProps } from '../test-support/section-props';

const ANSWERS = {
  [requestKey('/api/web/page/detail', { key: 'compliance' })]: fixtures.compliancePage,
  [requestKey('/api/web/honour/list', { type: 'compliance' })]: fixtures.complianceHonours,
  [requestKey('/api/web/partner/list', { type: 'partner' })]: fixtures.partners,
  [requestKey('/api/web/investor/detail', {})]: fixtures.investor,
};

function open(path: string, options: { embedded: string[]; device?: 'desktop' | 'mobile' }) {
  const props = sectionProps({ answers: ANSWERS, embedded: options.embedded, device: options.device });
  render(
    <SectionHarness props={props} path={path}>
      <SectionRouter routes={routes} pages={HONOUR_PAGES} />
    </SectionHarness>,
  );
  return props;
}

describe('the first view in the browser', () => {
  it('paints /honour/compliance from the embedded answers without a request', () => {
    const props = open('/honour/compliance', { embedded: Object.keys(ANSWERS) });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('合规与数据安全');
    expect(screen.getByText('ISO/IEC 27701 隐私信息管理体系认证')).toBeTruthy();
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('paints the phone compliance page under the /m basename without a request', () => {
    const props = open('/honour/compliance', { embedded: Object.keys(ANSWERS), device: 'mobile' });
    expect(document.querySelector('.honour-m-page')).not.toBeNull();
    expect(props.api.get).not.toHaveBeenCalled();
  });

  it('fetches the partners when nothing was embedded, showing a loading notice until they arrive', async () => {
    const props = open('/honour/organization/partner', { embedded: [] });
    expect(screen.getByRole('status')).toBeTruthy();
    expect(await screen.findByText('恒信信托')).toBeTruthy();
    expect(props.api.get).toHaveBeenCalledWith('/api/web/partner/list', { type: 'partner' });
  });

  it('moves between the investor tabs inside the page, from the one investor answer', async () => {
    const props = open('/invest', { embedded: Object.keys(ANSWERS) });
    expect(screen.getAllByRole('row')).toHaveLength(1 + 3);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: '投资者联络' }));
    });
    expect(await screen.findByRole('link', { name: 'ir@hanshufintech.cn' })).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    expect(props.api.get).not.toHaveBeenCalled();
    expect(props.showNotFound).not.toHaveBeenCalled();
  });

  it('asks the shell for its 404 page on an investor id that is no tab', () => {
    const props = open('/invest/overview', { embedded: Object.keys(ANSWERS) });
    expect(props.showNotFound).toHaveBeenCalled();
  });
});
