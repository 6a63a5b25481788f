import { Button } from '@chakra-ui/react/button';
import { useRef } from 'react';
import { XLSX_TYPE } from '../spreadsheet';

export interface SpreadsheetButtonsProps {
  exporting: boolean;
  /** The chosen file is being checked. */
  checking: boolean;
  onExport: () => void;
  onImport: (file: File) => void;
}

/** «Выгрузить в Excel» and «Загрузить из Excel» (a file picker for one .xlsx). */
export function SpreadsheetButtons({ exporting, checking, onExport, onImport }: SpreadsheetButtonsProps) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outline" onClick={onExport} loading={exporting} loadingText="Выгрузка…">
        Выгрузить в Excel
      </Button>
      <Button variant="outline" onClick={() => input.current?.click()} loading={checking} loadingText="Проверка файла…">
        Загрузить из Excel
      </Button>
      <input
        ref={input}
        type="file"
        accept={`.xlsx,${XLSX_TYPE}`}
        hidden
        aria-label="Файл Excel с товарами"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) onImport(file);
        }}
      />
    </>
  );
}
