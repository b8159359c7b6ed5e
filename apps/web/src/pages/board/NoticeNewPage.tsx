import { BOARDS } from './board-config';
import { BoardNewPage } from './BoardNewPage';

export default function NoticeNewPage() {
  return <BoardNewPage board={BOARDS.notice} />;
}
