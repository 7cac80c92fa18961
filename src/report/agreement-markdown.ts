import { markdownText, markdownCell } from './escape.js';
import { details, table } from './markdown-tables.js';
import type { ReportRecord } from '../record/schema.js';

type Agreement = ReportRecord['agreement'];

const ICON = { pass: '✅', fail: '❌', skipped: '⏭️' } as const;

/** One line for the verdict area: what agreement found, or why it was skipped. */
export function agreementLine(a: Agreement): string {
  if (a.verdict === 'skipped')
    return `${ICON.skipped} Output agreement skipped: ${markdownText(a.reason ?? 'not run')}.`;
  // Nothing was compared (the signature changed before any output could be): say what failed instead.
  if (a.samples === 0)
    return `${ICON[a.verdict]} Output agreement ${a.verdict}: ${markdownText(a.reason ?? 'no output was compared')}.`;
  const failing = a.outputs.filter((o) => o.verdict === 'fail').length;
  const n = a.outputs.length;
  const what =
    a.verdict === 'pass'
      ? n === 1
        ? 'the output agrees'
        : `all ${n} outputs agree`
      : `${failing} of ${n} output${n === 1 ? '' : 's'} disagree${failing === 1 && n === 1 ? 's' : ''}`;
  return `${ICON[a.verdict]} Output agreement ${a.verdict}: ${what} on ${a.samples} samples (${a.preset} tolerances).`;
}

function tolerancesTable(a: Agreement): string {
  const t = a.tolerances;
  if (!t) return '';
  const rows = [
    ['atol', String(t.atol), t.origin.atol],
    ['rtol', String(t.rtol), t.origin.rtol],
    ['min cosine', String(t.minCosine), t.origin.minCosine],
    [
      'min top-1 agreement',
      t.minTop1Agreement === null ? 'reported only' : String(t.minTop1Agreement),
      t.origin.minTop1Agreement,
    ],
    ['elementwise check decides', t.elementwise ? 'yes' : 'no (judged by cosine and top-1)', a.preset],
  ];
  return table(['tolerance', 'value', 'from'], rows);
}

function signatureTable(a: Agreement): string {
  if (a.signatureDiff.length === 0) return '';
  const shape = (s?: { type: string; shape: (number | string)[] }) => (s ? `${s.type} [${s.shape.join(', ')}]` : '—');
  return table(
    ['', 'name', 'baseline', 'candidate', 'change'],
    a.signatureDiff.map((r) => [
      r.kind,
      markdownCell(r.baselineName ? `${r.name} ← ${r.baselineName}` : r.name, { code: true }),
      markdownCell(shape(r.baseline)),
      markdownCell(shape(r.candidate)),
      r.change,
    ]),
  );
}

/** The agreement section: one line per output, worst first; tolerances and signature changes folded away. */
export function agreementSection(a: Agreement, options: { withLine?: boolean } = {}): string {
  return [
    `### Output agreement`,
    options.withLine === false ? '' : agreementLine(a),
    a.outputs.map((o) => `- ${ICON[o.verdict]} ${markdownText(o.summary)}`).join('\n'),
    details('Tolerances applied', tolerancesTable(a)),
    details('Input and output differences', signatureTable(a)),
    a.warnings.map((w) => `> ⚠️ ${markdownText(w)}`).join('\n>\n'),
  ]
    .filter(Boolean)
    .join('\n\n');
}
