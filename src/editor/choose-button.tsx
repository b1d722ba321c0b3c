/**
 * "Choose file" / "Choose category" for Frontage's blocks: opens the insert modal
 * (window.frontageInsertModal, from ./index.ts) in the page-builder variant and hands the choice
 * to the block. Renders nothing when the Editor tools module is off or the modal did not load.
 */
import { Button, ToolbarButton } from '@wordpress/components';

import { chosenId } from './choice';
import type { InsertChoice, InsertMode } from './types';

interface ChooseButtonProps {
	/** `file` or `category`: which insert button the modal offers. */
	mode: Exclude< InsertMode, 'both' >;
	/** The visible label. */
	label: string;
	/** The block's current choice, which the modal opens on. */
	fileId?: number;
	categoryId?: number;
	/** Receives the chosen id (and, for a file, its category). */
	onChoose: ( id: number, choice: InsertChoice ) => void;
	/** `toolbar` for the block toolbar; a button otherwise. */
	as?: 'toolbar' | 'button';
	variant?: 'primary' | 'secondary';
}

/**
 * Whether the modal is there to open.
 *
 * @return True when the Editor tools module loaded it.
 */
export function canChoose(): boolean {
	return typeof window.frontageInsertModal?.open === 'function';
}

/**
 * The button.
 *
 * @param props            Component props.
 * @param props.mode       Which insert button the modal offers.
 * @param props.label      The visible label.
 * @param props.fileId     The current file.
 * @param props.categoryId The current category.
 * @param props.onChoose   Receives the chosen id.
 * @param props.as         Toolbar button or plain button.
 * @param props.variant    The plain button's look.
 */
export function ChooseButton( {
	mode,
	label,
	fileId,
	categoryId,
	onChoose,
	as = 'button',
	variant = 'secondary',
}: ChooseButtonProps ) {
	if ( ! canChoose() ) {
		return null;
	}
	const open = ( event: { currentTarget: HTMLElement } ) => {
		const opener = event.currentTarget;
		// A placeholder's button goes away once the block has its file: focus then goes to the
		// block itself, so keyboard users carry on from where they were.
		const block = opener.closest< HTMLElement >( '[data-block]' );
		window.frontageInsertModal?.open( {
			mode,
			pageBuilder: true,
			fileId,
			categoryId,
			returnFocus: opener,
			onInsert: ( choice ) => {
				const id = chosenId( choice, mode );
				if ( ! id ) {
					return;
				}
				onChoose( id, choice );
				opener.ownerDocument.defaultView?.requestAnimationFrame( () => {
					if ( ! opener.isConnected ) {
						block?.focus();
					}
				} );
			},
		} );
	};
	return as === 'toolbar' ? (
		<ToolbarButton icon="portfolio" onClick={ open }>
			{ label }
		</ToolbarButton>
	) : (
		<Button variant={ variant } onClick={ open }>
			{ label }
		</Button>
	);
}
