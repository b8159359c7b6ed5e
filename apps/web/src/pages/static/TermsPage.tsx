import { LegalDocumentView } from './LegalDocumentView';

export default function TermsPage() {
  return <LegalDocumentView which="terms" />;
}
