import { BOARDS } from './board-config';
import { BoardPostPage } from './BoardPostPage';

export default function NoticePage() {
  return <BoardPostPage board={BOARDS.notice} />;
}
