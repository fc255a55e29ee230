/** Router state other pages pass to the dashboard: why the test page led there. */
export interface DashboardNotice {
  notice?: 'timeUp' | 'finishedElsewhere';
}
