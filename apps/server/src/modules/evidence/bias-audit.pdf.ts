import type { BiasAuditResponse, ReportLanguage } from '@asesa/contracts';
import { DEFAULT_BRAND_COLOUR } from '../exports/participant-report.reader';
import { reportDates, reportNumbers } from '../exports/report-format';
import { MUTED, ReportWriter } from '../exports/report-layout';
import { BIAS_AUDIT_LABELS, type BiasAuditLabels, categoryName } from './bias-audit.labels';

/** The audit's words and figures in one language, as the PDF and the workbook print them. */
export function auditWords(audit: BiasAuditResponse, lang: ReportLanguage) {
  const L: BiasAuditLabels = BIAS_AUDIT_LABELS[lang];
  const f = reportNumbers(lang);
  const dates = reportDates(lang);
  const scope = `${L.scopes[audit.scope]}: ${audit.scope_name}`;
  const period =
    audit.from || audit.to
      ? L.periodOf(audit.from ? dates.date(audit.from) : '–', audit.to ? dates.date(audit.to) : '–')
      : L.periodAll;
  const projects = audit.projects.map((p) => `${p.name} (${p.corporate_name})`).join(', ');
  return {
    L,
    f,
    pairs: [
      [L.pairs.scope, scope],
      [L.pairs.audited, dates.dateTime(audit.audited_at)],
      [L.pairs.period, period],
      [
        L.pairs.source,
        L.sourceOf(projects, dates.date(audit.first_completed), dates.date(audit.last_completed)),
      ],
      [L.pairs.measure, L.measures[audit.measure](f.percent(audit.cut))],
      [
        L.pairs.rules,
        L.rulesOf(f.fixed(audit.threshold, 2), f.percent(audit.min_share * 100), f.count(audit.min_count)),
      ],
      [L.pairs.total, L.totalOf(f.count(audit.n), f.count(audit.selected))],
      [L.pairs.basis, L.basisOf[audit.selection_basis](f.count(audit.decided), f.count(audit.n))],
      [L.pairs.engine, audit.engine_version],
    ] as [string, string][],
    scope,
    tableTitle: (fields: BiasAuditResponse['tables'][number]['fields']) =>
      L.tableTitle(fields.map((field) => L.fields[field])),
    category: (values: readonly string[]) => categoryName(L, values),
    /** Fisher's p with three decimals; under 0.001 as "< 0.001" rather than a misleading 0. */
    pValue: (p: number | null) => (p === null ? '–' : p < 0.001 ? `< ${f.fixed(0.001, 3)}` : f.fixed(p, 3)),
  };
}

/**
 * The public summary of a bias audit (LL144's form): the date of the audit, the source of the
 * data, then for each table the number of candidates per category, their rates, impact ratios
 * and Fisher's p, and the count of the unknown category.
 */
export function renderBiasAudit(
  audit: BiasAuditResponse,
  opts: { lang: ReportLanguage; productName: string; compress?: boolean },
): Promise<Buffer> {
  const words = auditWords(audit, opts.lang);
  const { L, f } = words;
  const w = new ReportWriter({
    title: `${L.title}: ${audit.scope_name}`,
    subject: L.title,
    author: opts.productName,
    brand: { colour: DEFAULT_BRAND_COLOUR, logo: null, name: opts.productName },
    runningHead: L.runningHead(audit.scope_name),
    footer: L.footer(opts.productName, audit.engine_version),
    page: (page, pages) => L.page(f.count(page), f.count(pages)),
    compress: opts.compress,
  });
  w.titleBlock(L.title, words.scope, []);
  w.pairs(words.pairs, 130);
  w.y += 4;
  w.text(L.method, { size: 9, colour: MUTED });
  w.text(audit.flagged ? L.flagged : L.clear, { bold: true });
  const columns = [
    { header: L.columns.category, width: 20 },
    { header: L.columns.applicants, width: 13, align: 'right' as const },
    { header: L.columns.selected, width: 12, align: 'right' as const },
    { header: L.columns.rate, width: 9, align: 'right' as const },
    { header: L.columns.share, width: 9, align: 'right' as const },
    { header: L.columns.ratio, width: 12, align: 'right' as const },
    { header: L.columns.fisher, width: 11, align: 'right' as const },
    { header: L.columns.note, width: 18 },
  ];
  if (audit.tables.length === 0) w.text(L.noFields);
  for (const table of audit.tables) {
    w.heading(words.tableTitle(table.fields));
    const reference = table.reference?.join('\u0001');
    w.table(
      columns,
      table.categories.map((c) => [
        words.category(c.values),
        f.count(c.total),
        f.count(c.selected),
        f.percent(c.rate * 100, 1),
        f.percent(c.share * 100, 1),
        f.fixed(c.impact_ratio, 2),
        words.pValue(c.fisher_p),
        c.excluded
          ? L.notes.excluded
          : c.values.join('\u0001') === reference
            ? L.notes.reference
            : c.passes === false
              ? L.notes.below
              : '',
      ]),
    );
    w.text(L.unknownLine(f.count(table.unknown)), { size: 9, colour: MUTED });
    if (table.flagged === null) w.text(L.notCompared, { size: 9, colour: MUTED });
  }
  return w.finish();
}
