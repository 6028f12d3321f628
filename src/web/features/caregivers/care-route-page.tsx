import { useParams } from 'wouter';
import AcceptPage from './accept-page';
import CarePage from './care-page';

/** /care/accept?token=… is the invitation; /care/:id a member's day (one route, ADR 037). */
export default function CareRoutePage() {
  const { id = '' } = useParams<{ id: string }>();
  return id.toLowerCase() === 'accept' ? <AcceptPage /> : <CarePage />;
}
