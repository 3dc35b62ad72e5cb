import { PRERENDERED_PATHS, renderPage } from './prerender';

/** The page's text without tags and styles. */
const textOf = (html: string) =>
  html
    .replace(/<style[^>]*>.*?<\/style>/gs, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

describe('public pages rendered at build time', () => {
  // (Styles go inline only under Node, as at build time; here emotion writes them to the document.)
  it('renders every listed page with its heading', () => {
    for (const path of PRERENDERED_PATHS) {
      const html = renderPage(path);
      expect({ path, heading: /<h1[^>]*>/.test(html) }).toEqual({ path, heading: true });
    }
  });

  it('draws the landing as it is before the API answers: no figure, no testimonial', () => {
    const html = renderPage('/');
    expect(textOf(html)).toContain('Secure online banking for people and small businesses');
    expect(html).toMatch(/aria-label="Platform figures" aria-busy="true" data-needs-app=""/);
    expect(textOf(html)).not.toMatch(/\d[\d,.]*\+? (customers|accounts|transfers)/i);
  });

  it('draws the sign-in form as a plain form that works before the app: posted to the API', () => {
    const html = renderPage('/login');
    const form = /<form[^>]*>/.exec(html)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain('action="/api/auth/sign-in/form"');
    // Typing in it does not start the app (apps/shell/src/start-app.js).
    expect(form).toContain('data-works-before-app');
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*type="password"[^>]*name="password"/);
    expect(html).toMatch(/<input[^>]*name="rememberMe"[^>]*value="true"/);
    const button = /<button[^>]*type="submit"[^>]*>Sign In<\/button>/.exec(html)?.[0] ?? '';
    expect(button).toContain('data-works-before-app');
    expect(button).not.toContain('disabled');
    expect(html).not.toContain('<script');
  });

  it("marks only what shows the API's data as needing the app (it starts when that comes into view)", () => {
    expect(renderPage('/').match(/data-needs-app/g)).toHaveLength(1);
    for (const path of PRERENDERED_PATHS.filter((path) => path !== '/'))
      expect({ path, marked: renderPage(path).includes('data-needs-app') }).toEqual({
        path,
        marked: false,
      });
  });
});
