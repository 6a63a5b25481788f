import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';

/** «Характеристики»: the product's parameters (category parameter → value); nothing when none is filled in. */
export function ProductParameters({ parameters }: { parameters: Record<string, string> }) {
  const rows = Object.entries(parameters).filter(([, value]) => value.trim());
  if (!rows.length) return null;
  return (
    <Stack as="section" gap="3" maxW="3xl" aria-labelledby="product-parameters">
      <Heading as="h2" size="lg" id="product-parameters">
        Характеристики
      </Heading>
      <Table.Root size="sm" variant="line" aria-labelledby="product-parameters">
        <Table.Body>
          {rows.map(([name, value]) => (
            <Table.Row key={name}>
              <Table.Cell as="th" scope="row" color="fg.muted" fontWeight="normal" w="40%">
                {name}
              </Table.Cell>
              <Table.Cell>{value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Stack>
  );
}
