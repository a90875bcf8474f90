/** PUBLIC_ORIGIN: required in production, and with it nothing of a document follows the request's Host. */
import { loadShellConfig } from './config';
import { ABOUT_BUILD, createTestSite, SHELL_BUILD, type TestSite } from './test-support/site';

describe('PUBLIC_ORIGIN', () => {
  it('is required in production, with a message naming it', () => {
    expect(() => loadShellConfig({ NODE_ENV: 'production' })).toThrow(
      /^PUBLIC_ORIGIN must be set in production \(NODE_ENV=production\)/,
    );
    expect(loadShellConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://www.example.com/' }).publicOrigin).toBe(
      'https://www.example.com',
    );
    expect(loadShellConfig({}).publicOrigin).toBeNull();
  });

  describe('on a server', () => {
    let site: TestSite;

    beforeAll(() => {
      site = createTestSite('shell-public-origin', SHELL_BUILD);
      site.release('mfe-about', 'v1', ABOUT_BUILD);
    });

    afterAll(() => site.remove());

    it("builds the document's absolute links and investor link from it, whatever Host says", async () => {
      const app = await site.server({ PUBLIC_ORIGIN: 'https://www.example.com', NODE_ENV: 'production' });
      for (const host of ['pre.evil.example', 'www.example.com']) {
        const response = await app.inject({ url: '/about/introduce', headers: { host } });
        expect(response.statusCode).toBe(200);
        expect(response.body).toContain('href="https://www.example.com/about/introduce"');
        expect(response.body).not.toContain('evil.example');
        // The investor link is chosen by the site's host ("pre" in it: the pre-release address), not Host's.
        expect(response.body).toContain('href="https://ir.hanshufintech.cn/?id=s"');
        expect(response.body).not.toContain('href="https://ir-pre.');
      }
    });
  });
});
