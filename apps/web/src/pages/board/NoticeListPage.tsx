import { BOARDS } from './board-config';
import { BoardListPage } from './BoardListPage';

export default function NoticeListPage() {
  return <BoardListPage board={BOARDS.notice} />;
}
