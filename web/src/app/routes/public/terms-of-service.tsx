import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { site } from '../../../config/site.ts';
import { LegalDocument, type LegalSection } from '../../../components/legal-document.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'about',
    title: 'About these terms',
    body: (
      <p>
        These terms govern your use of Clarion, which is operated by {site.operator} (“Clarion”, “we”, “us”).
        By creating an account or using the service you agree to them. If you use Clarion for an organisation,
        you accept them on its behalf.
      </p>
    ),
  },
  {
    id: 'services',
    title: 'Our services',
    body: (
      <>
        <p>Clarion provides:</p>
        <ul>
          <li>document upload and analysis;</li>
          <li>AI-powered analysis of Assessment of Value (AoV) reports;</li>
          <li>AI-powered analysis of Sustainability Disclosure Requirements (SDR) reports;</li>
          <li>reading-age and accessibility metrics; and</li>
          <li>assessment of document structure and visual content.</li>
        </ul>
        <p>Your administrator decides which modules your account can use.</p>
      </>
    ),
  },
  {
    id: 'accounts',
    title: 'Your account',
    body: (
      <p>
        Keep your sign-in details confidential and tell us at once if you think someone else has used your
        account. You are responsible for what is done with your account and for making sure the information
        you give us is accurate.
      </p>
    ),
  },
  {
    id: 'your-content',
    title: 'Your documents and our licence to process them',
    body: (
      <>
        <p>
          You keep all rights in the documents you upload. You grant us a licence to store, copy and process
          them, to extract their text and to analyse them, only as needed to provide the service to you.
        </p>
        <p>
          Documents are processed for text extraction and AI analysis, are stored encrypted at rest and in
          transit, and are visible only to their owner and to administrators. An AI provider’s model may be
          used for analysis; your documents are not used for model training. Our{' '}
          <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains how we handle personal data.
        </p>
        <p>
          You confirm that you have the right to upload each document and to have it processed in this way.
        </p>
      </>
    ),
  },
  {
    id: 'acceptable-use',
    title: 'Acceptable use',
    body: (
      <p>
        Do not upload anything unlawful or that you have no right to share, try to reach other users’
        documents or accounts, interfere with the service or its security, or use it to build a competing
        product.
      </p>
    ),
  },
  {
    id: 'results',
    title: 'Analysis results',
    body: (
      <p>
        Analyses, compliance findings, persona interviews and suggested improvements are produced
        automatically to support your team’s review. Persona interviews are simulations. Results do not
        replace your own judgement or professional advice, and you remain responsible for the documents you
        publish.
      </p>
    ),
  },
  {
    id: 'liability',
    title: 'Our liability',
    body: (
      <>
        <p>
          Our total liability to you arising from or in connection with the service, whether in contract,
          delict (including negligence) or otherwise, is limited to the amount you paid us for the service in
          the twelve months before the event giving rise to the claim.
        </p>
        <p>
          Nothing in these terms limits liability that cannot be limited by law, including liability for death
          or personal injury caused by negligence, or for fraud.
        </p>
      </>
    ),
  },
  {
    id: 'suspension',
    title: 'Suspension and ending your account',
    body: (
      <>
        <p>
          We may suspend or delete accounts without notice, for example to protect the service or other users,
          or if these terms are broken.
        </p>
        <p>
          You can end your account at any time by contacting support at{' '}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    body: (
      <p>
        We may change these terms. We will announce changes by posting the new terms on this site and updating
        the “last updated” date above. If you keep using Clarion after a change is posted, the new terms
        apply.
      </p>
    ),
  },
  {
    id: 'law',
    title: 'Governing law',
    body: (
      <p>
        These terms and any dispute arising from them are governed by the law of Scotland, and the Scottish
        courts have jurisdiction.
      </p>
    ),
  },
];

const APPENDICES: readonly LegalSection[] = [
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <p>
        Questions about these terms: <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
      </p>
    ),
  },
];

export default function TermsOfServiceRoute() {
  return (
    <LegalDocument
      title="Terms of Service"
      lastUpdated={site.policyLastUpdated}
      lastUpdatedIso={site.policyLastUpdatedIso}
      intro={<p>Please read these terms carefully before using Clarion.</p>}
      sections={SECTIONS}
      appendices={APPENDICES}
    />
  );
}
