import { Input } from '@chakra-ui/react/input';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { searchUrls } from '../urls';

/** The header's search over products, orders and customers; Enter opens the results. */
export function AdminSearchBox() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [text, setText] = useState(params.get('q') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) navigate(searchUrls.of(text.trim()));
  };
  return (
    <form role="search" onSubmit={submit}>
      <Input
        type="search"
        size="sm"
        w={{ base: '44', md: '72' }}
        aria-label="Поиск по товарам, заказам и покупателям"
        placeholder="Товар, артикул, заказ, почта, телефон"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
    </form>
  );
}
