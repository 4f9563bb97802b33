import { READ_KINDS } from "@/lib/db/enums";
import type { DailyReads, KindCounts } from "@/lib/reads/model";
import { READ_KIND_COLOURS } from "./read-colours";

// One story's last days as stacked bars, a bar per day and a band per kind, drawn as plain SVG:
// the bars stretch to the width they are given (the SVG holds no text, so nothing is distorted),
// the labels are HTML around it. The same figures follow as a table, and the picture itself is
// summed up in words for screen readers.

export type ChartWords = {
  title: string;
  summary: string;
  legend: string;
  peak: string;
  asTable: string;
  day: string;
  kinds: Record<keyof KindCounts, string>;
};

const WIDTH = 300;
const HEIGHT = 100;

const dayTotal = (counts: KindCounts) => READ_KINDS.reduce((sum, kind) => sum + counts[kind], 0);

export function dayLabel(day: string): string {
  return new Intl.DateTimeFormat("en", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date(`${day}T00:00:00Z`));
}

export function ReadsChart({ reads, words }: { reads: DailyReads; words: ChartWords }) {
  const { days } = reads;
  const highest = Math.max(1, ...days.map(({ counts }) => dayTotal(counts)));
  const slot = WIDTH / days.length;
  const bar = slot * 0.7;
  const shownKinds = READ_KINDS.filter((kind) => days.some(({ counts }) => counts[kind] > 0));
  const middle = days[Math.floor(days.length / 2)];
  return (
    <figure data-reads-chart className="rounded-3xl bg-white p-4 shadow-sm ring-1 ring-terracotta-100 sm:p-6">
      <figcaption className="font-[family-name:var(--font-display)] text-xl font-bold text-terracotta-700">{words.title}</figcaption>
      <p className="mt-1 text-ink/75">{words.summary}</p>
      <p className="mt-3 text-sm font-semibold text-ink/70">{words.peak}</p>
      <div className="mt-1 border-b-2 border-l-2 border-ink/30">
        <svg role="img" aria-label={words.summary} viewBox={`0 0 ${WIDTH} ${HEIGHT}`} preserveAspectRatio="none" className="block h-40 w-full sm:h-56">
          <line x1="0" y1="0.5" x2={WIDTH} y2="0.5" stroke="#140d07" strokeOpacity="0.15" strokeDasharray="4 3" vectorEffect="non-scaling-stroke" />
          {days.map(({ day, counts }, index) => {
            let top = HEIGHT;
            return (
              <g key={day} data-day={day}>
                {READ_KINDS.map((kind) => {
                  if (counts[kind] === 0) return null;
                  const height = (counts[kind] / highest) * HEIGHT;
                  top -= height;
                  return <rect key={kind} x={index * slot + (slot - bar) / 2} y={top} width={bar} height={height} fill={READ_KIND_COLOURS[kind]} />;
                })}
              </g>
            );
          })}
        </svg>
      </div>
      <div aria-hidden="true" className="mt-1 flex justify-between text-xs font-semibold text-ink/70">
        <span>{dayLabel(days[0]!.day)}</span>
        {middle && <span>{dayLabel(middle.day)}</span>}
        <span>{dayLabel(days[days.length - 1]!.day)}</span>
      </div>
      {shownKinds.length > 0 && (
        <ul aria-label={words.legend} className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm text-ink">
          {shownKinds.map((kind) => (
            <li key={kind} className="flex items-center gap-1.5">
              <span aria-hidden="true" className="inline-block h-3 w-3 rounded-sm" style={{ background: READ_KIND_COLOURS[kind] }} />
              {words.kinds[kind]}
            </li>
          ))}
        </ul>
      )}
      <details className="mt-4">
        <summary className="cursor-pointer font-bold text-sky-700">{words.asTable}</summary>
        <div className="mt-2 max-h-96 overflow-auto">
          <table className="w-full text-left text-sm">
            <thead>
              <tr>
                <th scope="col" className="p-1.5">
                  {words.day}
                </th>
                {READ_KINDS.map((kind) => (
                  <th key={kind} scope="col" className="p-1.5 text-right">
                    {words.kinds[kind]}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {days.map(({ day, counts }) => (
                <tr key={day} className="odd:bg-paper">
                  <th scope="row" className="p-1.5 font-semibold">
                    {dayLabel(day)}
                  </th>
                  {READ_KINDS.map((kind) => (
                    <td key={kind} className="p-1.5 text-right tabular-nums">
                      {counts[kind]}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}

/** The day with the most counted, and its total; the first such day on a tie. */
export function busiestDay(reads: DailyReads): { day: string; count: number; total: number } {
  let best = { day: reads.days[0]?.day ?? "", count: 0 };
  let total = 0;
  for (const { day, counts } of reads.days) {
    const count = dayTotal(counts);
    total += count;
    if (count > best.count) best = { day, count };
  }
  return { ...best, total };
}
