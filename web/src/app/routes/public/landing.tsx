import {
  BarChart3,
  BookOpenCheck,
  FileSearch,
  Leaf,
  Lock,
  MessagesSquare,
  ShieldCheck,
  Sparkles,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { dashboardPathFor, paths } from '../../../config/paths.ts';
import { useDocumentTitle } from '../../../components/layout/use-document-title.ts';
import { buttonClassName } from '../../../components/ui/button-styles.ts';
import { TEXT_LINK_CLASS } from '../../../components/ui/text-link.ts';
import { useMe } from '../../../lib/auth/get-me.ts';

type Feature = { title: string; icon: LucideIcon; body: string };

const FEATURES: readonly Feature[] = [
  {
    title: 'Assessment of Value analysis',
    icon: BarChart3,
    body:
      'Checks each AoV report against the seven considerations of COLL 6.6.21R, from quality of service and ' +
      'performance to comparable market rates and classes of units, with the evidence quoted page by page.',
  },
  {
    title: 'Sustainability Disclosure Requirements',
    icon: Leaf,
    body:
      'Reviews SDR disclosures and sustainability labels against ESG 4, including the anti-greenwashing rule, ' +
      'so claims are fair, clear and backed by the document itself.',
  },
  {
    title: 'Client Comms compliance',
    icon: ShieldCheck,
    body:
      'Checks factsheets, investor letters and financial promotions against COBS 4 and the Consumer Duty. ' +
      'Every finding cites the FCA Handbook provision, quotes the passage, gives the page and says how to fix it.',
  },
  {
    title: 'Persona interviews',
    icon: MessagesSquare,
    body:
      'Simulated investors with different knowledge and vulnerability read your document and answer questions ' +
      'about it, scored from 1 to 5 with the passages they relied on. Report Effectiveness compares them side by side.',
  },
  {
    title: 'Readability and accessibility',
    icon: BookOpenCheck,
    body:
      'UK reading age, Flesch Reading Ease, Gunning Fog and more, plus long sentences, passive voice, undefined ' +
      'acronyms and jargon with plain-English alternatives.',
  },
  {
    title: 'Enhancements',
    icon: Sparkles,
    body:
      'Concrete rewrite suggestions showing the original text, the proposed text and the rule or measure each one ' +
      'fixes, for you to accept or reject one by one.',
  },
];

const STEPS: readonly { title: string; body: string }[] = [
  {
    title: 'Upload',
    body: 'Add a PDF, Word document, spreadsheet or CSV. Clarion extracts its text, tables and layout.',
  },
  {
    title: 'Analyse',
    body: 'Run AoV, SDR or Client Comms checks, readability measures and persona interviews.',
  },
  {
    title: 'Improve',
    body: 'Work through cited findings and suggested rewrites, then export an improved document.',
  },
];

const TRUST: readonly { icon: LucideIcon; text: string }[] = [
  { icon: Lock, text: 'Documents are encrypted at rest and in transit.' },
  { icon: ShieldCheck, text: 'Only you and your administrators can see your documents.' },
  { icon: FileSearch, text: 'Your documents are never used to train AI models.' },
];

export default function LandingRoute() {
  useDocumentTitle('Document analysis for UK fund managers');
  const { data: me } = useMe();

  return (
    <div className="w-full">
      <section className="border-b border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-24 lg:px-8">
          <p className="text-sm font-semibold tracking-wide text-blue-800 uppercase">
            For compliance and fund-reporting teams
          </p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-slate-900 sm:text-5xl">
            Fund documents that are clear, fair and not misleading
          </h1>
          <p className="mt-6 max-w-2xl text-lg text-slate-700">
            Clarion reads your Assessment of Value reports, SDR disclosures and investor communications,
            checks them against the rules that govern them, shows how real investors would understand them and
            tells you exactly what to change.
          </p>
          <div className="mt-8 flex flex-wrap items-center gap-4">
            {me ? (
              <Link to={dashboardPathFor(me.user.role)} className={buttonClassName({ size: 'lg' })}>
                Go to your dashboard
              </Link>
            ) : (
              <Link to={paths.login} className={buttonClassName({ size: 'lg' })}>
                Sign in
              </Link>
            )}
            <Link to={paths.privacyPolicy} className={TEXT_LINK_CLASS}>
              How we protect your documents
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="features-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="features-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          What Clarion does
        </h2>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map(({ title, icon: Icon, body }) => (
            <li key={title} className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
              <Icon className="size-7 text-blue-700" aria-hidden="true" />
              <h3 className="mt-4 text-lg font-semibold text-slate-900">{title}</h3>
              <p className="mt-2 text-slate-700">{body}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="how-heading" className="border-y border-slate-200 bg-white">
        <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
          <h2 id="how-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
            How it works
          </h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-3">
            {STEPS.map(({ title, body }, index) => (
              <li key={title} className="flex gap-4">
                <span
                  className="flex size-10 shrink-0 items-center justify-center rounded-full bg-blue-700 font-bold text-white"
                  aria-hidden="true"
                >
                  {index + 1}
                </span>
                <div>
                  <h3 className="text-lg font-semibold text-slate-900">{title}</h3>
                  <p className="mt-1 text-slate-700">{body}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section aria-labelledby="trust-heading" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:px-8">
        <h2 id="trust-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          Built for regulated firms
        </h2>
        <ul className="mt-8 grid gap-4 md:grid-cols-3">
          {TRUST.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3 rounded-lg border border-slate-200 bg-white p-5">
              <Icon className="mt-0.5 size-5 shrink-0 text-blue-700" aria-hidden="true" />
              <span className="text-slate-800">{text}</span>
            </li>
          ))}
        </ul>
        <p className="mt-6 max-w-3xl text-sm text-slate-700">
          Persona interviews are simulations that help you test understanding; they are labelled as such and
          do not replace research with real customers. Findings support, and do not replace, your own
          compliance judgement.
        </p>
      </section>
    </div>
  );
}
