import { MOBILE_MENU, SIDEBAR, isComingSoon, type NavLink } from '../layout/nav-items';

/** Linked routes of products not built yet, by the navigation (never a copy of its own). */
const LINKS: NavLink[] = [...SIDEBAR, ...MOBILE_MENU].flatMap((group) => group.links);

/**
 * Routes whose screens are not built yet: they show a "coming soon" page, never a 404 and never
 * another product's form. The banking remote's page takes over once it declares the route.
 */
export const COMING_SOON: Record<string, string> = Object.fromEntries(
  LINKS.filter(isComingSoon).map((link) => [link.to, link.title ?? link.label]),
);
