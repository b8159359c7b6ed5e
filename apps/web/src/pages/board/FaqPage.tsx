import { BOARDS } from './board-config';
import { BoardPostPage } from './BoardPostPage';

export default function FaqPage() {
  return <BoardPostPage board={BOARDS.faq} />;
}
