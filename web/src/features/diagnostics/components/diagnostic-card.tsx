import type { ReactNode } from 'react';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Badge } from '../../../components/ui/badge.tsx';
import { SectionCard } from '../../../components/ui/section-card.tsx';
import type { CheckVerdict } from '../lib/connection-checks.ts';

type DiagnosticCardProps = {
  title: string;
  /** What was called, e.g. "GET /api/auth/me". */
  call: string;
  verdict: CheckVerdict;
  ms?: number;
  children?: ReactNode;
};

export function DiagnosticCard({ title, call, verdict, ms, children }: DiagnosticCardProps) {
  return (
    <SectionCard
      title={title}
      actions={
        verdict.pass ? (
          <Badge tone="green">
            <CheckCircle2 className="size-3.5" aria-hidden="true" />
            Pass
          </Badge>
        ) : (
          <Badge tone="red">
            <XCircle className="size-3.5" aria-hidden="true" />
            Fail
          </Badge>
        )
      }
    >
      <div className="space-y-3 px-5 py-4 text-sm">
        <p className="font-mono text-xs text-slate-700">
          {call}
          {ms !== undefined && <span> · {ms} ms</span>}
        </p>
        <p className="text-slate-900">{verdict.summary}</p>
        {children}
      </div>
    </SectionCard>
  );
}
