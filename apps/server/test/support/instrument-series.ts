import type { TestApp } from '../harness';

/**
 * Makes new, empty ability instruments one after another, numbered within the suite: codes
 * `<code>-1`, `<code>-2`, … named `<name> 1`, `<name> 2`, …, made by the user `app` answers (asked
 * at each call, so the suite may start its app after). Each call answers the new instrument's id
 * and code.
 */
export function instrumentSeries(
  series: { code: string; name: string },
  app: () => { t: TestApp; token: string },
) {
  let made = 0;
  return async (): Promise<{ id: number; code: string }> => {
    const { t, token } = app();
    made++;
    const code = `${series.code}-${made}`;
    const created = await t.callOk(
      'instruments/new',
      { code, name: `${series.name} ${made}`, kind: 'ability' },
      token,
    );
    return { id: created.id as number, code };
  };
}
