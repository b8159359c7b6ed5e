import { BOARDS } from './board-config';
import { BoardNewPage } from './BoardNewPage';

export default function FaqNewPage() {
  return <BoardNewPage board={BOARDS.faq} />;
}
