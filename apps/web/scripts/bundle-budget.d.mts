import type { Plugin } from 'vite';

export interface RouteBudget {
  route: string;
  modules: string[];
  budgetKb: number;
}
export const ROUTE_BUDGETS: RouteBudget[];
export function bundleBudget(options?: { budgets?: RouteBudget[]; enforce?: boolean }): Plugin;
