import { Typography } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { visuallyHidden } from '../../components/visually-hidden';
import { type Gloss, glossOf, type MathNode, parseFormula, spokenFormula } from './formula-notation';

// The job-fit formula typeset: italic variables with subscripts, stacked fractions, Σ. Each line
// is also there in words for screen readers (the typeset parts are hidden from them).

const mathStyle: CSSProperties = {
  fontFamily: '"Cambria Math", "STIX Two Math", "Latin Modern Math", "Times New Roman", serif',
  fontSize: 16,
};

// Real spaces (not margins) around operators, so a copied formula reads as written.
const spaced = (text: string) => <span style={{ whiteSpace: 'pre' }}>{` ${text} `}</span>;

function Node({ node }: { node: MathNode }) {
  switch (node.kind) {
    case 'var':
      return (
        <var style={{ fontStyle: 'italic' }}>
          {node.name}
          {node.sub && <sub style={{ fontSize: '0.72em' }}>{node.sub}</sub>}
        </var>
      );
    case 'num':
    case 'word':
      return <span>{node.text}</span>;
    case 'op':
      if (node.text === 'Σ') return <span style={{ fontSize: '1.2em', marginRight: '0.12em' }}>Σ</span>;
      if (node.text === ',') return <span style={{ whiteSpace: 'pre' }}>{', '}</span>;
      if (node.text === '=' || node.loose) return spaced(node.text);
      return <span style={{ margin: '0 0.06em' }}>{node.text}</span>;
    case 'group':
      return (
        <span>
          {node.open}
          <Nodes nodes={node.body} />
          {node.close}
        </span>
      );
    case 'frac':
      return (
        <span
          style={{
            display: 'inline-flex',
            flexDirection: 'column',
            alignItems: 'center',
            verticalAlign: 'middle',
            margin: '0 0.15em',
            lineHeight: 1.25,
          }}
        >
          <span style={{ borderBottom: '1px solid currentColor', padding: '0 0.2em' }}>
            <Nodes nodes={node.num} />
          </span>
          <span style={{ padding: '0 0.2em' }}>
            <Nodes nodes={node.den} />
          </span>
        </span>
      );
  }
}

/** The nodes with the formula's own name ("fit") in the reader's words. */
function renamed(nodes: MathNode[], fit: string): MathNode[] {
  return nodes.map((n) => {
    if (n.kind === 'word' && n.text === 'fit') return { ...n, text: fit };
    if (n.kind === 'group') return { ...n, body: renamed(n.body, fit) };
    if (n.kind === 'frac') return { ...n, num: renamed(n.num, fit), den: renamed(n.den, fit) };
    return n;
  });
}

function Nodes({ nodes }: { nodes: MathNode[] }) {
  // The nodes of a formula line never reorder: their position is their identity.
  // biome-ignore lint/suspicious/noArrayIndexKey: see above.
  return nodes.map((n, i) => <Node key={i} node={n} />);
}

/** The formula as typeset lines, with what its symbols stand for, in the reader's language. */
export function FormulaView({ formula }: { formula: string }) {
  const { t } = useTranslation();
  const lines = parseFormula(formula);
  const words = {
    sub: t('participants.formulaSpoken.sub'),
    times: t('participants.formulaSpoken.times'),
    sumOf: t('participants.formulaSpoken.sumOf'),
    dividedBy: t('participants.formulaSpoken.dividedBy'),
    minus: t('participants.formulaSpoken.minus'),
  };
  const fit = t('participants.fit.symbol');
  const say = (text: string) => spokenFormula(text.replace(/\bfit\b/g, fit), words);
  const gloss = (text: string) => {
    const g: Gloss = glossOf(text);
    switch (g.kind) {
      case 'minimum':
        return t('participants.fit.forMinimum');
      case 'match':
        return t('participants.fit.forMatch');
      case 'scale':
        return t('participants.fit.scoreOnScale', { scale: g.scale });
      case 'target':
        return t('participants.fit.targetMeaning');
      default:
        return g.text;
    }
  };
  // What a screen reader says for a line: the math in words, then its note or meanings.
  const spoken = (line: (typeof lines)[number]) =>
    line.kind === 'math'
      ? [say(line.math), line.note ? gloss(line.note) : ''].join(' ').trim()
      : `${t('participants.formulaWhere')} ${line.terms
          .map(
            (term) => `${say(term.source)} ${t('participants.formulaIs', { meaning: gloss(term.meaning) })}`,
          )
          .join(', ')}`;
  return (
    <figure style={{ margin: 0 }} aria-labelledby="job-fit-formula-title" data-testid="job-fit-formula">
      <figcaption id="job-fit-formula-title">
        <Typography.Text strong>{t('participants.formula')}</Typography.Text>
      </figcaption>
      <ul
        style={{
          listStyle: 'none',
          margin: '4px 0 0',
          padding: '8px 12px',
          background: '#fafafa',
          border: '1px solid #f0f0f0',
          borderRadius: 6,
          lineHeight: 2.2,
        }}
      >
        {lines.map((line) => (
          <li key={line.text}>
            <span style={visuallyHidden}>{spoken(line)}</span>
            {line.kind === 'math' ? (
              <>
                <span aria-hidden style={mathStyle}>
                  <Nodes nodes={renamed(line.nodes, fit)} />
                </span>
                {line.note && (
                  <Typography.Text type="secondary" aria-hidden style={{ marginLeft: '0.8em' }}>
                    {gloss(line.note)}
                  </Typography.Text>
                )}
              </>
            ) : (
              <span aria-hidden>
                <Typography.Text type="secondary">{t('participants.formulaWhere')} </Typography.Text>
                {line.terms.map((term, i) => (
                  <span key={term.meaning}>
                    {i > 0 && ', '}
                    <span style={mathStyle}>
                      <Nodes nodes={term.symbol} />
                    </span>
                    <Typography.Text>
                      {' '}
                      {t('participants.formulaIs', { meaning: gloss(term.meaning) })}
                    </Typography.Text>
                  </span>
                ))}
              </span>
            )}
          </li>
        ))}
      </ul>
    </figure>
  );
}
