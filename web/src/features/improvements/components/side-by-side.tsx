import type { ComparedPageView } from '#common/api/improvements.ts';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import { cn } from '../../../components/ui/cn.ts';

type Segments = ComparedPageView['blocks'][number]['original'];

function Text({ segments, side }: { segments: Segments; side: 'original' | 'revised' }) {
  if (!segments)
    return (
      <span className="text-sm text-slate-700 italic">{side === 'original' ? '(added)' : '(removed)'}</span>
    );
  return (
    <>
      {segments.map((s, i) =>
        s.suggestionId === undefined ? (
          <span key={i}>{s.text}</span>
        ) : side === 'original' ? (
          <del key={i} className="bg-red-100 text-red-950 decoration-red-700">
            {s.text}
          </del>
        ) : (
          <ins key={i} className="bg-green-100 text-green-950 no-underline">
            {s.text}
          </ins>
        ),
      )}
    </>
  );
}

function Block({ block, side }: { block: ComparedPageView['blocks'][number]; side: 'original' | 'revised' }) {
  const segments =
    side === 'original' ? block.original : (block.revised ?? (block.changed ? null : block.original));
  const heading = block.kind === 'heading';
  return (
    <p
      className={cn(
        'whitespace-pre-line break-words',
        heading ? 'font-semibold text-slate-900' : 'text-sm text-slate-800',
        block.changed && 'rounded-sm ring-1 ring-amber-300 ring-offset-2',
      )}
    >
      <Text segments={segments} side={side} />
    </p>
  );
}

/**
 * The original beside the revision, page by page (pages without a change are left out), removed words
 * struck through in red and new words in green. Colour is not the only signal: deletions and insertions
 * are marked up as such for assistive technology.
 */
export function SideBySide({ pages }: { pages: ComparedPageView[] }) {
  const changed = pages.filter((p) => p.blocks.some((b) => b.changed));
  return (
    <SectionCard title="Original and revised text">
      {changed.length === 0 ? (
        <p className="p-5 text-sm text-slate-700">
          No accepted changes yet: the revised text is the original.
        </p>
      ) : (
        <div className="divide-y divide-slate-200">
          {changed.map((page) => (
            <section key={page.number} aria-label={`Page ${page.number}`} className="p-5">
              <h3 className="mb-3 text-sm font-semibold text-slate-900">Page {page.number}</h3>
              <div className="grid gap-6 md:grid-cols-2">
                {(['original', 'revised'] as const).map((side) => (
                  <div key={side} className="space-y-2" data-testid={`${side}-page-${page.number}`}>
                    <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
                      {side === 'original' ? 'Original' : 'Revised'}
                    </h4>
                    {page.blocks
                      .filter((b) => b.kind !== 'table')
                      .map((b, i) => (
                        <Block key={i} block={b} side={side} />
                      ))}
                  </div>
                ))}
              </div>
            </section>
          ))}
        </div>
      )}
    </SectionCard>
  );
}
