/** Router state other pages pass to the dashboard. */
export interface DashboardNotice {
  notice?: 'timeUp';
}
