import { LegalDocumentView } from './LegalDocumentView';
import { PRIVACY_POLICY } from './privacy-policy';

export default function PrivacyPage() {
  return <LegalDocumentView document={PRIVACY_POLICY} />;
}
