import type { FastifyRequest } from 'fastify';
import type { DashboardFigure } from '@vaultline/contracts';

/**
 * The figures the dashboard is drawn with for one customer, as the app shows them (formatted), and
 * the page they go into. Provided by the accounts module, read by the page server.
 */
export const DRAWN_FIGURES = Symbol('DrawnFigures');
export interface DrawnFigures {
  dashboardFigures(userId: string): Promise<Record<DashboardFigure, string>>;
}

/** The figures of a page for the visitor a request comes from; null: the page keeps its skeletons. */
export type DrawnFiguresOf = (
  request: FastifyRequest,
  path: string,
) => Promise<Readonly<Record<string, string>> | null>;
