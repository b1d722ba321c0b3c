/**
 * The selected category's management buttons: up, down, out of its parent, into the category
 * above, its settings, delete.
 */
import { Button } from '@wordpress/components';
import { __ } from '@wordpress/i18n';

import type { Placement } from './category-tree';

/**
 * The selected category's management buttons: the four moves, its settings, delete.
 *
 * @param props            Component props.
 * @param props.moving     A move is being saved.
 * @param props.up         Where "Move up" puts it, null when it cannot.
 * @param props.down       Where "Move down" puts it.
 * @param props.inward     Where "Move into the category above" puts it.
 * @param props.outward    Where "Move out of its parent" puts it.
 * @param props.onMove     Moves it.
 * @param props.onSettings Opens its settings.
 * @param props.onDelete   Asks to delete it.
 */
export function CategoryTools( {
	moving,
	up,
	down,
	inward,
	outward,
	onMove,
	onSettings,
	onDelete,
}: {
	moving: boolean;
	up: Placement | null;
	down: Placement | null;
	inward: Placement | null;
	outward: Placement | null;
	onMove: ( placement: Placement | null ) => void;
	onSettings: () => void;
	onDelete: () => void;
} ) {
	return (
		<>
			<div className="frontage-files__toolbar">
				<ToolButton
					icon="arrow-up-alt2"
					label={ __( 'Move up', 'frontage' ) }
					enabled={ !! up && ! moving }
					onClick={ () => onMove( up ) }
				/>
				<ToolButton
					icon="arrow-down-alt2"
					label={ __( 'Move down', 'frontage' ) }
					enabled={ !! down && ! moving }
					onClick={ () => onMove( down ) }
				/>
				<ToolButton
					icon="arrow-left-alt2"
					label={ __( 'Move out of its parent', 'frontage' ) }
					enabled={ !! outward && ! moving }
					onClick={ () => onMove( outward ) }
				/>
				<ToolButton
					icon="arrow-right-alt2"
					label={ __( 'Move into the category above', 'frontage' ) }
					enabled={ !! inward && ! moving }
					onClick={ () => onMove( inward ) }
				/>
			</div>
			<div className="frontage-files__toolbar">
				<Button variant="secondary" onClick={ onSettings }>
					{ __( 'Settings', 'frontage' ) }
				</Button>
				<Button variant="secondary" isDestructive onClick={ onDelete }>
					{ __( 'Delete', 'frontage' ) }
				</Button>
			</div>
		</>
	);
}

/**
 * An icon button for a move. When the move is not possible it stays focusable (so focus does
 * not vanish after the last possible move) but says it is unavailable.
 *
 * @param props         Component props.
 * @param props.icon    Dashicon name.
 * @param props.label   What it does.
 * @param props.enabled Whether the move is possible.
 * @param props.onClick The move.
 */
function ToolButton( {
	icon,
	label,
	enabled,
	onClick,
}: {
	icon:
		| 'arrow-up-alt2'
		| 'arrow-down-alt2'
		| 'arrow-left-alt2'
		| 'arrow-right-alt2';
	label: string;
	enabled: boolean;
	onClick: () => void;
} ) {
	return (
		<Button
			variant="secondary"
			icon={ icon }
			label={ label }
			showTooltip
			aria-disabled={ ! enabled }
			className={ enabled ? undefined : 'is-unavailable' }
			onClick={ () => enabled && onClick() }
		/>
	);
}
