import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { site } from '../../../config/site.ts';
import { LegalDocument, type LegalSection } from '../../../components/legal-document.tsx';

const SECTIONS: readonly LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    body: (
      <>
        <p>
          Clarion is a document-analysis service for the compliance and fund-reporting teams of fund managers.
          It is operated by {site.operator} (“Clarion”, “we”, “us”).
        </p>
        <p>
          We are the controller of the personal data we hold about the people who use Clarion: their account
          details and how they use the service. When your organisation uploads documents that contain personal
          data, we process that data on your organisation’s behalf and on its instructions, to provide the
          service.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    body: (
      <>
        <p>We collect only what we need to run the service:</p>
        <ul>
          <li>
            <strong>Account details:</strong> your name, e-mail address, role (client or administrator) and
            the modules your account may use. We store your password only as a salted one-way hash; if you
            sign in through your organisation’s single sign-on, we store the identifier your identity provider
            gives us.
          </li>
          <li>
            <strong>Documents and results:</strong> the files you upload, the text and layout we extract from
            them, and the analyses, compliance checks, persona interviews and suggestions produced from them.
          </li>
          <li>
            <strong>Usage information:</strong> for signed-in users only, the pages you view, the features you
            use and measurements of how quickly pages load.
          </li>
          <li>
            <strong>Security records:</strong> the IP address and time of sign-ins and of changes to accounts,
            access and documents, kept in an audit log.
          </li>
          <li>
            <strong>Correspondence:</strong> what you send us when you contact support.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-information',
    title: 'How we use your information',
    body: (
      <ul>
        <li>To provide Clarion: to store your documents, extract their text and analyse them as you ask.</li>
        <li>To manage accounts, sign you in and apply the module access your administrator has set.</li>
        <li>To keep the service secure, detect misuse and investigate problems.</li>
        <li>To understand how the service is used so we can make it faster and easier to use.</li>
        <li>
          To answer your questions and tell you about changes to the service, these terms or this policy.
        </li>
        <li>To meet our legal and regulatory obligations.</li>
      </ul>
    ),
  },
  {
    id: 'your-documents',
    title: 'Your documents',
    body: (
      <>
        <p>
          You can upload documents in PDF, DOCX, XLSX and CSV formats. We process them to extract their text
          and to analyse them, and for no other purpose.
        </p>
        <ul>
          <li>Documents are encrypted at rest and in transit.</li>
          <li>A document is visible only to the account that uploaded it and to Clarion administrators.</li>
          <li>
            Analysis may use an AI model. Our analysis provider does not use your documents to train its
            models, and neither do we.
          </li>
          <li>
            We do not sell your documents or the results of analysing them, or share them for marketing.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies-and-analytics',
    title: 'Cookies and analytics',
    body: (
      <>
        <p>
          We use one strictly necessary cookie to keep you signed in. It cannot be read by scripts on the page
          and is not used for advertising or to track you on other sites.
        </p>
        <p>
          Analytics runs only for authenticated users. When you are signed in we record page views, feature
          use and page performance in our own database to improve the service. We do not run analytics for
          visitors who are not signed in.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who we share information with',
    body: (
      <>
        <p>
          We share information only with service providers who help us run Clarion, such as hosting, storage,
          e-mail and, where it is used, an AI model provider. They act on our instructions under written
          contracts, must keep the information secure and may not use it for their own purposes.
        </p>
        <p>
          We may also disclose information where the law requires it, or to protect the rights, property or
          safety of our users, ourselves or others. If a provider processes personal data outside the United
          Kingdom, we make sure the transfer is protected by UK adequacy regulations or by approved
          contractual safeguards.
        </p>
      </>
    ),
  },
  {
    id: 'retention',
    title: 'How long we keep information',
    body: (
      <>
        <p>
          We keep your account details and documents for as long as your account is open. When you delete a
          document, we delete it and the results produced from it from the live service.
        </p>
        <p>
          When an account is closed we delete its documents and results. We keep security records, such as the
          audit log of account and access changes, for as long as we need them to protect the service and meet
          our legal obligations.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    body: (
      <p>
        We protect your information with encryption at rest and in transit, access controls that limit each
        document to its owner and administrators, one-way hashing of passwords, limits on repeated sign-in
        attempts and an audit log of changes to accounts and access. No system is perfectly secure; if we
        become aware of a breach that affects your personal data, we will tell you and the regulator as the
        law requires.
      </p>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    body: (
      <p>
        Clarion is a service for businesses and is not directed at people under 16. We do not knowingly
        collect personal data from anyone under 16. If you believe a child has given us personal data, contact
        us and we will delete it.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    body: (
      <p>
        We may update this policy from time to time. We will post the new version on this page and change the
        “last updated” date above. If a change materially affects how we use your personal data, we will also
        tell you by e-mail or in the service.
      </p>
    ),
  },
];

const APPENDICES: readonly LegalSection[] = [
  {
    id: 'contact',
    title: 'Contact us',
    body: (
      <>
        <p>
          For questions about this policy or to exercise your rights, e-mail{' '}
          <a href={`mailto:${site.privacyEmail}`}>{site.privacyEmail}</a>. For help with the service, e-mail{' '}
          <a href={`mailto:${site.supportEmail}`}>{site.supportEmail}</a>.
        </p>
        <p>We will reply within one month, as UK data protection law requires.</p>
      </>
    ),
  },
  {
    id: 'gdpr-notice',
    title: 'GDPR notice',
    body: (
      <>
        <p>
          We process personal data in line with the UK General Data Protection Regulation (UK GDPR) and the
          Data Protection Act 2018. Our lawful bases are:
        </p>
        <ul>
          <li>
            <strong>Contract:</strong> to provide the service to you and your organisation.
          </li>
          <li>
            <strong>Legitimate interests:</strong> to keep the service secure, prevent misuse and improve it
            through analytics for signed-in users.
          </li>
          <li>
            <strong>Legal obligation:</strong> where the law requires us to keep or disclose information.
          </li>
        </ul>
        <p>
          You have the right to access your personal data, to have it corrected or erased, to restrict or
          object to its processing, and to receive it in a portable format. Some rights depend on the lawful
          basis we rely on. To use any of these rights, contact us at the address above.
        </p>
        <p>
          If you are unhappy with how we handle your personal data, you can complain to the Information
          Commissioner’s Office (ICO) at <a href="https://ico.org.uk">ico.org.uk</a> or on 0303 123 1113. We
          would appreciate the chance to put things right first.
        </p>
      </>
    ),
  },
];

export default function PrivacyPolicyRoute() {
  return (
    <LegalDocument
      title="Privacy Policy"
      lastUpdated={site.policyLastUpdated}
      lastUpdatedIso={site.policyLastUpdatedIso}
      intro={
        <p>
          This policy explains what personal data Clarion collects, why, how we protect it and the rights you
          have. Please read it together with our <Link to={paths.termsOfService}>Terms of Service</Link>.
        </p>
      }
      sections={SECTIONS}
      appendices={APPENDICES}
    />
  );
}
