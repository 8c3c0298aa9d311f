import { CHECKER_REACH, FIRM_FIGURES_MIN_DECISIONS } from '#common/checker-reach.ts';
import { useFirmRecall } from '../api/get-accuracy.ts';

const percent = (x: number) => `${Math.round(x * 100)}%`;

/** One honest line on what the checker covers and how much it is measured to miss. */
export function CheckerReachNote({ ruleCount, isFirmMember }: { ruleCount: number; isFirmMember: boolean }) {
  const firm = useFirmRecall(isFirmMember);
  const own =
    firm.data?.recall != null
      ? ` On your firm's own decisions it found an estimated ${percent(firm.data.recall)} (${firm.data.decided} decided findings).`
      : isFirmMember
        ? ` Your firm's own figure shows once ${FIRM_FIGURES_MIN_DECISIONS} findings are decided.`
        : '';
  return (
    <p role="note" className="rounded-lg border border-slate-300 bg-slate-50 p-3 text-sm text-slate-800">
      The checker applies {ruleCount} rules of the FCA Handbook packs. On outside text written after its rules
      were tuned it found {percent(CHECKER_REACH.heldOutRecall)} of the breaches ({CHECKER_REACH.heldOutLabel}
      ; {percent(CHECKER_REACH.frozenRecall)} on the set it was tuned against), so a person&apos;s review is
      still needed.{own}
    </p>
  );
}
