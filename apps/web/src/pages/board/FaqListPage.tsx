import { BOARDS } from './board-config';
import { BoardListPage } from './BoardListPage';

export default function FaqListPage() {
  return <BoardListPage board={BOARDS.faq} />;
}
