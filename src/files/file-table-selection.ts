/**
 * A file table's selection: the checkboxes, the select-all box and the download-selected
 * button that appears once one is ticked, which asks the server for a zip of the selection and
 * then downloads it, or alerts the server's message (docs/files.md "Zips of selected files").
 */
import { TABLE, type Table } from './file-table-context';
import {
	readZipAnswer,
	selectedIds,
	zipDownloadUrl,
	zipMultipleDownloadUrl,
	zipMultipleRequest,
	zipRequestUrl,
	type SelectedFile,
} from './wire';

/**
 * The checkboxes, the select-all box and the download-selected button.
 *
 * @param table The table.
 */
export function initSelection( table: Table ): void {
	const { root } = table;
	const button = root.querySelector< HTMLButtonElement >(
		`.${ TABLE }__download-selected`
	);
	if ( ! button ) {
		return;
	}
	const count = button.querySelector( `.${ TABLE }__selected-count` );
	const boxes = () =>
		Array.from(
			root.querySelectorAll< HTMLInputElement >(
				`.${ TABLE }__select-file`
			)
		);
	const all = root.querySelector< HTMLInputElement >(
		`.${ TABLE }__select-all`
	);

	const update = () => {
		const ticked = boxes().filter( ( box ) => box.checked ).length;
		button.hidden = ticked === 0;
		if ( count ) {
			count.textContent = `(${ ticked })`;
		}
		if ( all ) {
			all.checked = ticked > 0 && ticked === boxes().length;
			all.indeterminate = ticked > 0 && ticked < boxes().length;
		}
	};
	all?.addEventListener( 'change', () => {
		boxes().forEach( ( box ) => ( box.checked = all.checked ) );
		update();
	} );
	root.addEventListener( 'change', ( event ) => {
		if (
			event.target instanceof HTMLInputElement &&
			event.target.classList.contains( `${ TABLE }__select-file` )
		) {
			update();
		}
	} );
	button.addEventListener( 'click', () => {
		const ticked = boxes().filter( ( box ) => box.checked );
		const ids = selectedIds( ticked.map( ( box ) => box.value ) );
		if ( ids.length === 0 ) {
			return;
		}
		if ( table.options.searchResults ) {
			void downloadZip( table, button, ids, rowCategories( ticked ) );
		} else {
			void downloadZip( table, button, ids );
		}
	} );
	// The browser may restore ticks on back/forward navigation.
	update();
}

/**
 * The selected files of a search-result table with the category each row was listed in.
 *
 * @param ticked The ticked checkboxes.
 * @return The files, each id once.
 */
function rowCategories( ticked: HTMLInputElement[] ): SelectedFile[] {
	const files: SelectedFile[] = [];
	for ( const box of ticked ) {
		const [ id ] = selectedIds( [ box.value ] );
		if ( id && ! files.some( ( file ) => file.id === id ) ) {
			files.push( {
				id,
				categoryId:
					Number(
						box.closest< HTMLElement >( 'tr' )?.dataset.categoryId
					) || 0,
			} );
		}
	}
	return files;
}

/**
 * Asks for a zip of the selected files, then downloads it; alerts the server's message when
 * the zip cannot be made (docs/files.md "Zips of selected files"). A search-result table's selection spans categories: it
 * posts the files with their categories (docs/files.md "Zips of selected files").
 *
 * @param table  The table.
 * @param button The download-selected button, busy meanwhile.
 * @param ids    The selected files.
 * @param files  For a search-result table: the files with their categories.
 */
async function downloadZip(
	table: Table,
	button: HTMLButtonElement,
	ids: number[],
	files?: SelectedFile[]
): Promise< void > {
	if ( button.getAttribute( 'aria-busy' ) === 'true' ) {
		return;
	}
	button.setAttribute( 'aria-busy', 'true' );
	button.disabled = true;
	let body: unknown;
	try {
		let response: Response;
		if ( files ) {
			const request = zipMultipleRequest( table.ajaxUrl, files );
			response = await fetch( request.url, {
				method: 'POST',
				credentials: 'same-origin',
				headers: {
					Accept: 'application/json',
					'Content-Type':
						'application/x-www-form-urlencoded; charset=UTF-8',
				},
				body: request.body,
			} );
		} else {
			response = await fetch(
				zipRequestUrl( table.ajaxUrl, ids, table.categoryId ),
				{
					credentials: 'same-origin',
					headers: { Accept: 'application/json' },
				}
			);
		}
		body = await response.json().catch( () => undefined );
	} catch {
		body = undefined;
	} finally {
		button.removeAttribute( 'aria-busy' );
		button.disabled = false;
	}
	const answer = readZipAnswer( body, table.labels.zipError );
	if ( answer.ok && files ) {
		(
			table.options.navigate ??
			( ( url ) => window.location.assign( url ) )
		)(
			zipMultipleDownloadUrl(
				table.ajaxUrl,
				answer.hash,
				table.options.searchName?.() ?? ''
			)
		);
	} else if ( answer.ok ) {
		window.location.assign(
			zipDownloadUrl(
				table.ajaxUrl,
				answer.hash,
				table.categoryId,
				table.categoryName
			)
		);
	} else {
		// eslint-disable-next-line no-alert -- docs/files.md "Zips of selected files": a failed zip alerts the server's message.
		window.alert( answer.message );
	}
}
