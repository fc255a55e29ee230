import { SettingOutlined } from '@ant-design/icons';
import { Button, Checkbox, Flex, Popover, type TableColumnType, Tooltip, Typography } from 'antd';
import { type Key, type ReactNode, useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCompactDateTime, formatDateTime } from '../lib/format';
import { STORAGE_KEYS } from '../lib/storage-keys';

/**
 * Back-office tables fit the content area from 1366 px screens up: every column but the flexible
 * ones has a width, long texts end in an ellipsis (the whole text in a tooltip), the row's actions
 * stay pinned on the right, and on tables with many columns the less important ones can be hidden.
 */

/** The key of a row-actions column: pinned to the right edge so its buttons are always in view. */
export const ACTIONS_KEY = 'actions';
/** A column without a width shares what is left, but gets at least this before the table scrolls. */
export const FLEX_MIN_WIDTH = 140;
/** antd's row-selection column (tableSelectionColumnWidth). */
export const SELECTION_WIDTH = 32;
/** A compact date or date-time cell (see `formatCompactDateTime`), sort arrow included. */
export const DATE_WIDTH = 112;

/** What a column adds to antd's to fit the screen. */
export interface FitColumnOptions {
  /** Left out until the user ticks it in the Columns chooser. */
  defaultHidden?: boolean;
  /** Not offered in the Columns chooser (the row's name, its flags); actions never are. */
  alwaysShown?: boolean;
}

type AnyColumn = { key?: Key; title?: unknown; width?: number | string } & FitColumnOptions;

const columnId = (c: { key?: Key; dataIndex?: unknown }) => String(c.key ?? c.dataIndex ?? '');

/** The text a cell shows, for its tooltip: the rendered text, else the raw value when it is text. */
function cellText(rendered: unknown, value: unknown): string | undefined {
  if (typeof rendered === 'string' || typeof rendered === 'number') return String(rendered);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  return undefined;
}

/**
 * antd columns that fit: the actions column pinned right, `ellipsis` columns cut to one line with
 * the whole text in a tooltip shown only when cut. Only the cells are cut: a header wraps instead,
 * so its title stays readable. The chooser's options are left out. The table needs
 * `tableLayout="fixed"` for the cuts to hold.
 */
export function fitColumns<T, C extends TableColumnType<T> & FitColumnOptions>(
  columns: C[],
): TableColumnType<T>[] {
  return columns.map(({ defaultHidden: _h, alwaysShown: _a, ellipsis, ...col }) => {
    const fitted: TableColumnType<T> = { ...col };
    if (columnId(col) === ACTIONS_KEY) fitted.fixed = 'right';
    if (ellipsis) {
      const render = col.render;
      fitted.render = (value, row, index) => {
        const rendered = render ? render(value, row, index) : value;
        const text = cellText(rendered, value);
        return (
          <Typography.Text ellipsis={text ? { tooltip: { title: text, placement: 'topLeft' } } : true}>
            {rendered as ReactNode}
          </Typography.Text>
        );
      };
    }
    return fitted;
  });
}

/**
 * The table's smallest width before it scrolls sideways (antd's `scroll.x`): the set widths, plus
 * `FLEX_MIN_WIDTH` for each column without one, plus the selection column. Wider screens stretch
 * the flexible columns; narrower ones scroll with the actions still pinned.
 */
export function fitScrollX(columns: readonly AnyColumn[], opts: { selection?: boolean } = {}): number {
  return columns.reduce(
    (sum, c) => sum + (typeof c.width === 'number' ? c.width : FLEX_MIN_WIDTH),
    opts.selection ? SELECTION_WIDTH : 0,
  );
}

/** A date-time cell: short ("12 Mar 14:05", or "12 Mar 2025" for another year), the whole on hover. */
export function DateCell({ value }: { value: string | null | undefined }) {
  const short = formatCompactDateTime(value);
  if (!value || short === '-') return <>{short}</>;
  return (
    <Tooltip title={formatDateTime(value)}>
      <time dateTime={value}>{short}</time>
    </Tooltip>
  );
}

type Choices = Record<string, boolean>;

const storageKey = (tableId: string) => `${STORAGE_KEYS.tableColumnsPrefix}${tableId}`;

function readChoices(tableId: string | undefined): Choices {
  if (!tableId) return {};
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(storageKey(tableId)) ?? '{}');
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter(([, v]) => typeof v === 'boolean')) as Choices;
  } catch {
    return {};
  }
}

function writeChoices(tableId: string, choices: Choices): void {
  try {
    localStorage.setItem(storageKey(tableId), JSON.stringify(choices));
  } catch {
    // Private windows may refuse storage: the choice then lasts for this visit only.
  }
}

const isHideable = (c: AnyColumn) => !c.alwaysShown && columnId(c) !== ACTIONS_KEY && columnId(c) !== '';

/** Which columns `choices` shows: the user's ticks, else each column's default. */
export function visibleColumns<C extends AnyColumn>(columns: readonly C[], choices: Choices): C[] {
  return columns.filter((c) => !isHideable(c) || (choices[columnId(c)] ?? !c.defaultHidden));
}

/**
 * The columns a table shows and its "Columns" chooser (null without a `tableId`): a small
 * dropdown of checkboxes, one per column that may be hidden, remembered per table in this browser.
 */
export function useColumnChooser<C extends AnyColumn>(
  tableId: string | undefined,
  columns: readonly C[],
): { visible: C[]; chooser: ReactNode } {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Choices>(() => readChoices(tableId));
  const [open, setOpen] = useState(false);
  const visible = useMemo(() => visibleColumns(columns, choices), [columns, choices]);
  const toggle = useCallback(
    (id: string, shown: boolean) => {
      if (!tableId) return;
      setChoices((prev) => {
        const next = { ...prev, [id]: shown };
        writeChoices(tableId, next);
        return next;
      });
    },
    [tableId],
  );
  const hideable = columns.filter(isHideable);
  if (!tableId || hideable.length === 0) return { visible, chooser: null };
  const shownIds = new Set(visible.map(columnId));
  const chooser = (
    <Popover
      trigger="click"
      placement="bottomRight"
      open={open}
      onOpenChange={setOpen}
      content={
        <Flex vertical gap={4} role="group" aria-label={t('dataTable.columns')}>
          {hideable.map((c) => {
            const id = columnId(c);
            return (
              <Checkbox key={id} checked={shownIds.has(id)} onChange={(e) => toggle(id, e.target.checked)}>
                {typeof c.title === 'function' ? id : (c.title as ReactNode)}
              </Checkbox>
            );
          })}
        </Flex>
      }
    >
      <Button icon={<SettingOutlined aria-hidden />} aria-expanded={open}>
        {t('dataTable.columns')}
      </Button>
    </Popover>
  );
  return { visible, chooser };
}
