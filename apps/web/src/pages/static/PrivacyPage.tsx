import { LegalDocumentView } from './LegalDocumentView';

export default function PrivacyPage() {
  return <LegalDocumentView which="privacy" />;
}
