import { Component, type ReactNode } from 'react';
import { PageTitle } from '../../../shared/components/PageTitle';
import { Button } from '../../ui/Button';
import { Heading, Stack, Text } from '../../ui/Text';

/**
 * What a page shows when it failed to load or to render (a chunk missing after a deploy, a bug):
 * the header and footer stay, the page offers to reload.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack gap={4} align="start" style={{ padding: '2.5rem 0' }}>
        <PageTitle title="Что-то пошло не так" />
        <Heading as="h1" size="2xl">
          Что-то пошло не так
        </Heading>
        <Text tone="muted">Не удалось показать страницу. Обновите её или вернитесь позже.</Text>
        <Button onClick={() => window.location.reload()}>Обновить страницу</Button>
      </Stack>
    );
  }
}
