/**
 * The insert modal's script, loaded on the editing screens for people who may edit posts
 * (includes/editor/class-insert-modal.php). Puts the modal on `window.frontageInsertModal` for the
 * blocks and opens it from any element carrying the launch class (docs/editor.md), in the page
 * and in the block editor's canvas iframe; in the block editor the pick fills the launcher's
 * block or comes in as a new one.
 */
import { blockEditor, carryOut, launchBlock } from './block-editor';
import { createInsertModal } from './insert-modal';
import { launchOptions } from './launch';
import { blockLaunchOptions, planInsert } from './launch-target';
import { listenForLaunchers } from './launchers';
import type { InsertModalOptions } from './types';
import './insert-modal.scss';

const vars = window.wpfdInsertVars;
if ( vars ) {
	const modal = createInsertModal( vars );
	window.frontageInsertModal = modal;

	listenForLaunchers( document, ( launcher ) => {
		const options: InsertModalOptions = { returnFocus: launcher };
		if ( launcher.dataset.editor ) {
			// The classic editor inserts where the button's own editor has its cursor.
			window.wpActiveEditor = launcher.dataset.editor;
		} else {
			const editor = blockEditor( window );
			if ( editor ) {
				const block = launchBlock( launcher, editor );
				Object.assign( options, blockLaunchOptions( block ) );
				options.onInsert = ( choice ) => {
					const plan = planInsert( block, choice );
					if ( plan ) {
						carryOut( plan, editor, launcher );
					}
				};
			}
		}
		modal.open( { ...options, ...launchOptions( launcher.dataset ) } );
	} );
}
