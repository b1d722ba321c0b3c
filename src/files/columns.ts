/**
 * The column-toggle menu's state (docs/files.md "The file table"), without the DOM: which columns the
 * menu lists, what the visitor chose, which column of a search-result table is the last one
 * shown. column-menu.ts applies it to a table.
 */

/** A table column as the menu sees it. */
export interface TableColumn {
	/** The header cell's id; body cells name it in their `headers` attribute. */
	id: string;
	/** The header's text, shown in the menu. */
	label: string;
	/** Always shown: the menu does not list it. */
	persist: boolean;
	/** A narrow screen may hide it until the visitor asks for it. */
	optional: boolean;
	/** Whether it is displayed now (the visitor's choice or the screen's width decided). */
	displayed: boolean;
}

/**
 * What the visitor chose per column id: true shown, false hidden. Columns they never touched
 * are absent and follow the table's own rules (narrow screens hide optional columns).
 */
export type ColumnChoices = Readonly< Record< string, boolean > >;

/**
 * The columns the menu lists: every one except those marked persist, in table order.
 *
 * @param columns The table's columns.
 * @return The columns to list.
 */
export function menuColumns< T extends Pick< TableColumn, 'persist' > >(
	columns: readonly T[]
): T[] {
	return columns.filter( ( column ) => ! column.persist );
}

/**
 * The choices after the visitor ticks or unticks a column.
 *
 * @param choices The choices so far.
 * @param id      The column's id.
 * @param shown   Whether it is now ticked.
 * @return New choices; the old ones are not changed.
 */
export function chooseColumn(
	choices: ColumnChoices,
	id: string,
	shown: boolean
): ColumnChoices {
	return { ...choices, [ id ]: shown };
}

/**
 * The state classes a column's cells get for a choice: hidden wins over every other rule;
 * shown keeps an optional column on a narrow screen.
 *
 * @param choice The visitor's choice for the column, if any.
 * @return Which of the two classes to set.
 */
export function columnFlags( choice: boolean | undefined ): {
	hidden: boolean;
	shown: boolean;
} {
	return { hidden: choice === false, shown: choice === true };
}

/**
 * In a search-result table, the column that gets the last-column and padding classes: the last
 * displayed optional column (docs/files.md "The file table").
 *
 * @param columns The table's columns, in order.
 * @return Its id, or null when no optional column is displayed.
 */
export function lastVisibleOptionalColumn(
	columns: readonly Pick< TableColumn, 'id' | 'optional' | 'displayed' >[]
): string | null {
	for ( let index = columns.length - 1; index >= 0; index-- ) {
		const column = columns[ index ];
		if ( column.optional && column.displayed ) {
			return column.id;
		}
	}
	return null;
}

/**
 * Choices as stored between page loads (sorting and paging reload the page).
 *
 * @param choices The choices.
 * @return A JSON string.
 */
export function serializeChoices( choices: ColumnChoices ): string {
	return JSON.stringify( choices );
}

/**
 * Choices read back from storage, keeping only known columns and true/false values: storage
 * can hold anything, from an older page layout or another script.
 *
 * @param stored   The stored string, or null.
 * @param knownIds The ids of the columns the menu lists now.
 * @return The choices.
 */
export function parseChoices(
	stored: string | null,
	knownIds: readonly string[]
): ColumnChoices {
	if ( ! stored ) {
		return {};
	}
	let value: unknown;
	try {
		value = JSON.parse( stored );
	} catch {
		return {};
	}
	if ( ! value || typeof value !== 'object' || Array.isArray( value ) ) {
		return {};
	}
	const choices: Record< string, boolean > = {};
	for ( const id of knownIds ) {
		const choice = ( value as Record< string, unknown > )[ id ];
		if ( typeof choice === 'boolean' ) {
			choices[ id ] = choice;
		}
	}
	return choices;
}
